; Inno Setup script for the Windows installer. Build on Windows after packaging\build.sh
; (run from Git Bash, or the same PyInstaller command in PowerShell) produced
; packaging\dist\gpuplanner\:   iscc packaging\gpuplanner.iss
#define AppName "gpuplanner"
#define AppVersion "0.1.0"
#define AppExe "gpuplanner.exe"

[Setup]
AppId={{6F1C2B0E-5E1B-4C8B-9B53-2D6C0B7A4E11}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=gpuplanner
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
UninstallDisplayIcon={app}\{#AppExe}
SetupIconFile=..\resources\icons\app\gpuplanner.ico
OutputDir=dist
OutputBaseFilename=gpuplanner-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
; The PyInstaller bundle is a 64-bit x86 program.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
PrivilegesRequiredOverridesAllowed=dialog

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\gpuplanner\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.gpuplan"; ValueType: string; ValueName: ""; ValueData: "gpuplanner.plan"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\gpuplanner.plan"; ValueType: string; ValueName: ""; ValueData: "gpuplanner plan"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\gpuplanner.plan\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\gpuplanner.plan\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
