"""Edit → Preferences…: the app-wide choices (today the UI language).

The language applies at the next start: every form builds its words once, when it is made,
and rebuilding them live would need each widget to re-word itself on a LanguageChange
event. The dialog says so next to the choice. ``edit_preferences`` is a plain function so
tests can drive the dialog without a modal loop.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.gui import fonts, i18n
from gpuplanner.gui import format as fmt
from gpuplanner.gui.settings import Settings

# Each language is named in itself, as language menus do: a reader of either finds theirs.
LANGUAGE_NAMES = {i18n.ENGLISH: "English", i18n.CHINESE: "简体中文"}


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self._started_with = i18n.current_language()

        self.language = QComboBox(self)
        system = LANGUAGE_NAMES[i18n.resolve_language(i18n.SYSTEM)]
        self.language.addItem(fmt.fill(self.tr("System default (%1)"), system), i18n.SYSTEM)
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        saved = settings.get("prefs/language")
        index = self.language.findData(saved if saved in i18n.LANGUAGES else i18n.SYSTEM)
        self.language.setCurrentIndex(max(index, 0))
        self.language.currentIndexChanged.connect(self._update_note)
        self.language.setToolTip(
            self.tr("The language of menus, forms, warnings, the Excel export and number formats.")
        )

        self.note = QLabel(self)
        self.note.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow("", self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self._update_note()

    def chosen_setting(self) -> str:
        return str(self.language.currentData())

    def _update_note(self) -> None:
        setting = self.chosen_setting()
        lines = []
        if i18n.resolve_language(setting) != self._started_with:
            lines.append(self.tr("The new language applies when you restart gpuplanner."))
        if fonts.missing_for(setting):
            lines.append(
                self.tr(
                    "No Chinese font is installed, so gpuplanner will stay in English: "
                    "install fonts-wqy-microhei or fonts-noto-cjk first."
                )
            )
        self.note.setText("\n".join(lines))
        self.note.setVisible(bool(lines))

    def accept(self) -> None:
        self.settings.set("prefs/language", self.chosen_setting())
        self.settings.sync()
        super().accept()


def edit_preferences(parent: QWidget | None, settings: Settings) -> bool:
    """Show the dialog; True when the user pressed OK (the settings are then saved)."""
    return PreferencesDialog(settings, parent).exec() == QDialog.DialogCode.Accepted
