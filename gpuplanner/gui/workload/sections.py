"""The workload form's group boxes besides the model: method, data, batch, parallelism, goals."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.stacks import (
    default_rule,
    default_stack,
    facts_of,
    fused_loss,
    moe_exchange,
    moe_host_sync,
)
from gpuplanner.core.storage import TOKEN_ID_BYTES, bytes_per_token, dataset_follows_tokens
from gpuplanner.core.workload import (
    Fp8Recipe,
    LayoutField,
    LoraTargets,
    Method,
    MoeDispatcher,
    Optimizer,
    Precision,
    QloraBase,
    Recompute,
    StatePrecision,
    TrainingStack,
    Workload,
)
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.binding import Binder, PlanPath, form_layout, scaled, zero_is_none
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import (
    BigNumberEdit,
    IntSpinBox,
    OptionalField,
    UnitSpinBox,
    compact_combo,
    enum_combo,
    stack_combo,
    wrapping_label,
)
from gpuplanner.gui.i18n import current_language
from gpuplanner.gui.workload.layout_fields import pinned_row
from gpuplanner.io import messages

WORKLOAD: PlanPath = ("workload",)


def _workload(_plan: Plan) -> PlanPath:
    return WORKLOAD


def _lora(plan: Plan, _base: PlanPath) -> bool:
    return plan.workload.is_lora


def _qlora(plan: Plan, _base: PlanPath) -> bool:
    return plan.workload.method is Method.QLORA


def _pipelined(plan: Plan, _base: PlanPath) -> bool:
    w = plan.workload
    return w.pipeline_parallel > 1 or LayoutField.PIPELINE_PARALLEL in w.auto_layout


def _moe(plan: Plan, _base: PlanPath) -> bool:
    return plan.workload.model.is_moe


def _fp8(plan: Plan, _base: PlanPath) -> bool:
    return plan.workload.precision is Precision.FP8


def _fp8_or_stated(plan: Plan, base: PlanPath) -> bool:
    """The FP8 recipe is edited in an FP8 plan, and wherever one is stated: a BF16 plan that
    keeps MXFP8 beside a Hopper GPU is refused FP8 until the recipe changes (core/plan.py
    _fp8_recipe_runs_on_every_gpu), so the recipe must stay within reach."""
    return _fp8(plan, base) or plan.workload.fp8_recipe is not None


def _method(method: Method) -> str:
    return messages.label(f"method.{method.value}", current_language())


class MethodSection(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(wording.label("xl.item.method"), parent)
        form = form_layout()
        b = self.binder = Binder(document, _workload)
        self.method = enum_combo(
            [
                *(
                    (m, messages.label(f"method.{m.value}", current_language()))
                    for m in (Method.PRETRAIN, Method.FULL, Method.LORA)
                ),
                (Method.QLORA, self.tr("QLoRA (4-bit base)")),
            ],
            self.tr(
                "Full training updates every weight (6 FLOPs per parameter per token); "
                "LoRA/QLoRA train small adapters on a frozen base (about 4)."
            ),
        )
        b.row(form, self.tr("Method:"), self.method, ("method",))
        self.rank = IntSpinBox("", 1, 1024, 8, self.tr("Adapter rank r (LoRA and QLoRA only)."))
        b.row(form, self.tr("LoRA rank:"), self.rank, ("lora_rank",), when=_lora)
        self.lora_targets = enum_combo(
            [
                (LoraTargets.QV, self.tr("q, v (PEFT's default)")),
                (LoraTargets.ALL_LINEAR, self.tr("All linear layers (q, k, v, o, gate, up, down)")),
            ],
            self.tr("The projections that get adapters; sets the adapters' memory and work."),
        )
        b.row(form, self.tr("LoRA targets:"), self.lora_targets, ("lora_targets",), when=_lora)
        self.qlora_base = enum_combo(
            [
                (base, messages.label(f"qlora_base.{base.value}", current_language()))
                for base in QloraBase
            ],
            self.tr(
                "How the frozen 4-bit base is stored. bitsandbytes NF4 (PEFT's QLoRA) "
                "dequantizes each weight in 2 fused kernels; AutoGPTQ int4 (Qwen's Int4 "
                "models) unpacks it in 9 eager PyTorch ops before every forward matmul, "
                "3–4 times the memory traffic: at short sequences a step takes far "
                "longer."
            ),
        )
        b.row(form, self.tr("QLoRA base:"), self.qlora_base, ("qlora_base",), when=_qlora)
        self.setLayout(form)


def _dataset_follows(before: Plan, after: Plan) -> Plan:
    """A dataset size still at the tokens' default follows a change of the tokens."""
    workload = dataset_follows_tokens(before.workload, after.workload)
    return after if workload is after.workload else replace_at(after, WORKLOAD, workload)


class DataSection(QGroupBox):
    """Tokens given as a total, or as the dataset's tokens × epochs (D = tokens × epochs)."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Data"), parent)
        self._document = document
        form = self._form = form_layout()
        b = self.binder = Binder(document, _workload)
        self.mode = QComboBox(self)
        self.mode.addItem(self.tr("Total training tokens"), "total")
        self.mode.addItem(self.tr("Dataset tokens × epochs"), "epochs")
        self.mode.setToolTip(
            self.tr(
                "Give the tokens to train on, or the dataset size in "
                "tokens and the number of passes over it."
            )
        )
        self.mode.activated.connect(self._on_mode)
        form.addRow(self.tr("Tokens given as:"), self.mode)
        self.tokens = BigNumberEdit(self.tr("Tokens trained on (before epochs)."))
        self._tokens_label = QLabel(self)
        tokens_cell = b.bind(
            self.tokens, ("tokens",), self.tr("Change tokens"), adjust=_dataset_follows
        )
        form.addRow(self._tokens_label, tokens_cell)
        self.epochs = UnitSpinBox(
            wording.word("unit.epochs"), 0.01, 1000, 2, 1, self.tr("Passes over the dataset.")
        )
        self._epochs_cell = b.row(form, self.tr("Epochs:"), self.epochs, ("epochs",))
        self.seq_len = IntSpinBox(
            wording.word("unit.tokens"),
            1,
            1_048_576,
            512,
            self.tr("Sequence length s of one sample."),
        )
        b.row(form, self.tr("Sequence length:"), self.seq_len, ("seq_len",))
        self.packed = IntSpinBox(
            wording.word("unit.tokens"),
            1,
            1_048_576,
            64,
            self.tr(
                "Mean length of the samples packed into each sequence (fine-tuning data of "
                "short samples). FlashAttention attends within each sample, so attention costs "
                "by this length, not the sequence's. Not packed: one document fills a sequence."
            ),
            none_text=self.tr("Not packed"),
        )
        b.row(
            form,
            self.tr("Packed samples:"),
            self.packed,
            ("packed_sample_len",),
            **zero_is_none(),
        )
        self.dataset_gb = UnitSpinBox(
            wording.word("unit.gb"),
            0,
            None,
            1,
            100,
            fmt.fill(
                self.tr(
                    "Size of the training data on disk; drives storage and egress fees. "
                    "A new plan starts at the tokens × %1 bytes (uint32 token ids, as "
                    "Megatron-LM stores them) and follows the tokens until a size is typed."
                ),
                fmt.number(TOKEN_ID_BYTES, 0),
            ),
        )
        b.row(form, self.tr("Dataset size:"), self.dataset_gb, ("dataset_gb",))
        self.bytes_note = wrapping_label(self)  # what the size means per token, stated
        form.addRow("", self.bytes_note)
        self.setLayout(form)
        document.plan_changed.connect(self._sync)
        self._sync(document.plan)

    def _sync(self, plan: Plan) -> None:
        w = plan.workload
        shown = w.dataset_gb > 0
        self.bytes_note.setVisible(shown)
        if shown:
            per = bytes_per_token(w)
            self.bytes_note.setText(
                fmt.fill(
                    self.tr("%1 bytes per token"),
                    fmt.number(per, 0 if per >= 10 or per.is_integer() else 1),
                )
            )
        if plan.workload.epochs != 1 and self.mode.currentData() != "epochs":
            with QSignalBlocker(self.mode):
                self.mode.setCurrentIndex(self.mode.findData("epochs"))
        self._show_mode()

    def _show_mode(self) -> None:
        by_epochs = self.mode.currentData() == "epochs"
        self._form.setRowVisible(self._epochs_cell, by_epochs)
        self._tokens_label.setText(
            self.tr("Dataset tokens:") if by_epochs else self.tr("Training tokens:")
        )

    def _on_mode(self, _index: int) -> None:
        w = self._document.plan.workload
        if self.mode.currentData() == "total" and w.epochs != 1:
            # Fold the epochs into the token count so D stays the same.
            workload = Workload.model_validate(
                {**dict(w), "tokens": w.training_tokens, "epochs": 1.0}
            )
            plan = replace_at(self._document.plan, WORKLOAD, workload)
            self._document.apply(plan, self.tr("Give total training tokens"))
        self._show_mode()


class BatchSection(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Batch and precision"), parent)
        form = form_layout()
        b = self.binder = Binder(document, _workload)
        self.global_batch = IntSpinBox(
            self.tr("seq"),
            1,
            1_000_000,
            8,
            self.tr("Sequences per optimizer step, over all GPUs."),
        )
        b.row(form, self.tr("Global batch:"), self.global_batch, ("global_batch",))
        self.micro_batch = IntSpinBox(
            self.tr("seq"),
            1,
            4096,
            1,
            self.tr("Sequences per GPU per forward pass; sets the activation memory."),
        )
        self.micro_batch_auto = pinned_row(
            b, form, self.tr("Micro-batch:"), self.micro_batch, LayoutField.MICRO_BATCH
        )
        self.precision = enum_combo(
            [
                (Precision.BF16, "BF16"),
                (Precision.FP16, "FP16"),
                (Precision.FP8, "FP8"),
                (Precision.TF32, "TF32"),
                (Precision.FP32, "FP32"),
            ],
            self.tr("Compute precision; picks the GPU's dense TFLOPS figure."),
        )
        b.row(form, self.tr("Precision:"), self.precision, ("precision",))
        self._fp8_recipe(b, form)
        document.plan_changed.connect(self._sync_recipe)
        self._sync_recipe(document.plan)
        self.optimizer = enum_combo(
            [
                (Optimizer.ADAMW, self.tr("AdamW (mixed precision, 16 B/param)")),
                (Optimizer.ADAMW_8BIT, wording.label("optimizer.adamw_8bit")),
                (Optimizer.SGD_MOMENTUM, wording.label("optimizer.sgd_momentum")),
            ],
            self.tr("Optimizer states take most of the memory of full training."),
        )
        compact_combo(self.optimizer, 12)
        b.row(form, self.tr("Optimizer:"), self.optimizer, ("optimizer",))
        self.state_precision = enum_combo(
            [
                (StatePrecision.MIXED, self.tr("Mixed: fp32 master + Adam (16 B/param)")),
                (
                    StatePrecision.MIXED_FP32_GRADS,
                    self.tr("Megatron fp32 gradients (18 B/param; with ZeRO-1: 6 + 12/d)"),
                ),
                (StatePrecision.PURE_BF16, self.tr("Pure bf16, no fp32 master (8 B/param)")),
            ],
            self.tr(
                "How weights, gradients and optimizer states are kept. Megatron's distributed "
                "optimizer is fp32 gradients with ZeRO-1; 8-bit Adam is an optimizer choice."
            ),
        )
        compact_combo(self.state_precision, 12)
        b.row(form, self.tr("Model states:"), self.state_precision, ("state_precision",))
        self.recompute = enum_combo(
            [
                (Recompute.NONE, wording.label("recompute.none")),
                (Recompute.SELECTIVE, wording.label("recompute.selective")),
                (Recompute.FULL, wording.label("recompute.full")),
            ],
            self.tr("Activation recomputation trades compute for activation memory."),
        )
        self.recompute_auto = pinned_row(
            b, form, self.tr("Recompute:"), self.recompute, LayoutField.RECOMPUTE
        )
        self.flash = QCheckBox(wording.label("xl.item.flash_attention"), self)
        self.flash.setToolTip(self.tr("Removes the attention-score activations (5·a·s/h)."))
        form.addRow("", b.bind(self.flash, ("flash_attention",), self.tr("Toggle FlashAttention")))
        self.fused_loss = enum_combo(
            [
                ("", ""),
                ("fused", self.tr("Fused: no fp32 logit copies")),
                ("upcast", self.tr("Cross entropy on fp32 logits")),
            ],
            self.tr(
                "How the loss treats the logits (one s × vocabulary matrix a micro-batch). "
                "Fused: Megatron-Core's cross entropy, Liger's fused linear cross entropy or a "
                "loss under torch.compile keep no fp32 copies. On fp32 logits: PyTorch's cross "
                "entropy on logits upcast to fp32 (Hugging Face models, torchtitan without "
                "compile) keeps 2.5 more fp32-sized copies at the peak, gigabytes at long "
                "sequences and large vocabularies. Automatic: what the training stack does."
            ),
        )
        compact_combo(self.fused_loss, 12)
        b.row(
            form,
            self.tr("Loss:"),
            self.fused_loss,
            ("fused_loss",),
            to_plan=lambda v: None if not v else v == "fused",
            to_display=lambda v: "" if v is None else ("fused" if v else "upcast"),
        )
        document.plan_changed.connect(self._sync_loss)
        self._sync_loss(document.plan)
        self.setLayout(form)

    def _sync_loss(self, plan: Plan) -> None:
        """The automatic entry names what the stack's loss does."""
        plain = plan.workload.model_copy(update={"fused_loss": None})
        shown = self.tr("fused") if fused_loss(plain) else self.tr("fp32 logits")
        self.fused_loss.setItemText(0, fmt.fill(self.tr("Automatic: %1"), shown))

    def _fp8_recipe(self, b: Binder, form: QFormLayout) -> None:
        """How FP8 tensors are scaled (FP8 runs only): "Automatic" (the stack's default on each
        platform's GPU generation, named) or a stated recipe."""
        lang = current_language()
        self.fp8_recipe = enum_combo(
            [("", ""), *((r, messages.text(f"fp8_recipe.{r.value}", lang)) for r in Fp8Recipe)],
            self.tr(
                "How FP8 tensors are scaled (Transformer Engine's recipes). Delayed: one scale "
                "a tensor from its past maxima, cast in one pass. Current: the tensor's own "
                "maximum, one more read before each cast. MXFP8: a scale for every 32 elements, "
                "applied by Blackwell's tensor cores (not on Hopper). Block-wise: DeepSeek-V3's "
                "1×128 / 128×128 scales, which Hopper's kernels apply on CUDA cores. Automatic: "
                "what the training stack uses on each GPU generation."
            ),
        )
        compact_combo(self.fp8_recipe, 12)
        b.row(
            form,
            self.tr("FP8 scaling:"),
            self.fp8_recipe,
            ("fp8_recipe",),
            when=_fp8_or_stated,
            to_plan=lambda v: v or None,
            to_display=lambda v: v or "",
        )

    def _sync_recipe(self, plan: Plan) -> None:
        """The automatic entry names the stack's recipe per GPU generation."""
        lang = current_language()
        table = facts_of(plan.workload).fp8_recipes or {"other": Fp8Recipe.DELAYED}

        def name(recipe: Fp8Recipe) -> str:
            return messages.text(f"fp8_recipe_short.{recipe.value}", lang)

        if len(set(table.values())) == 1:
            only = next(iter(table.values()))
            shown = messages.text(f"fp8_recipe.{only.value}", lang)
        else:
            # GPU generations keep their names (Hopper, Blackwell); "other" reads "elsewhere".
            parts = [
                fmt.fill(self.tr("%1 on %2"), name(r), gen.capitalize())
                for gen, r in table.items()
                if gen != "other"
            ]
            if "other" in table:
                parts.append(fmt.fill(self.tr("%1 elsewhere"), name(table["other"])))
            shown = self.tr(", ").join(parts)
        self.fp8_recipe.setItemText(0, fmt.fill(self.tr("Automatic: %1"), shown))


def _stack_name(stack: TrainingStack, lang: str) -> str:
    return messages.text(f"stack.{stack.value}", lang)


class ParallelSection(QGroupBox):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Parallelism"), parent)
        form = form_layout()
        b = self.binder = Binder(document, _workload)
        lang = current_language()
        # "" is the automatic choice (None in the plan): the stack most users of the
        # workload run, named in its label (core/stacks.py).
        self.stack = stack_combo(
            self.tr(
                "The software the job trains with: what it overlaps, recomputes and keeps in "
                "memory, and how fast its kernels run. Automatic takes the stack most users of "
                "this workload run."
            ),
        )
        b.row(
            form,
            self.tr("Training stack:"),
            self.stack,
            ("stack",),
            to_plan=lambda v: v or None,
            to_display=lambda v: v or "",
        )
        document.plan_changed.connect(self._sync_stack)
        self._sync_stack(document.plan)
        self.zero = enum_combo(
            [
                (0, self.tr("None (plain data parallel)")),
                (1, self.tr("ZeRO-1: optimizer states")),
                (2, self.tr("ZeRO-2: + gradients")),
                (3, self.tr("ZeRO-3 / FSDP: + weights")),
            ],
            self.tr("Shards model states over the data-parallel GPUs."),
        )
        compact_combo(self.zero, 10)
        self.zero_auto = pinned_row(
            b, form, self.tr("ZeRO / FSDP:"), self.zero, LayoutField.ZERO_STAGE
        )
        self.tp = IntSpinBox("", 1, 72, 1, self.tr("Tensor-parallel degree t."))
        self.tp_auto = pinned_row(
            b, form, self.tr("Tensor parallel:"), self.tp, LayoutField.TENSOR_PARALLEL
        )
        self.sp = QCheckBox(wording.label("layout.sequence_parallel"), self)
        self.sp.setToolTip(
            self.tr("Megatron sequence parallelism: activations outside attention split over t.")
        )
        self.sp_auto = pinned_row(
            b, form, "", self.sp, LayoutField.SEQUENCE_PARALLEL, name=self.sp.text()
        )
        self.pp = IntSpinBox("", 1, 128, 1, self.tr("Pipeline-parallel degree p."))
        self.pp_auto = pinned_row(
            b, form, self.tr("Pipeline parallel:"), self.pp, LayoutField.PIPELINE_PARALLEL
        )
        self.vp = IntSpinBox(
            "",
            1,
            64,
            1,
            self.tr(
                "Interleaved schedule: model chunks per pipeline stage (1 = plain 1F1B); "
                "shrinks the bubble to (p−1)/(m·v) and sends v times as much between stages. "
                "Automatic tries 1, 2 and the most whole-layer chunks the training stack "
                "allows (Megatron-Core, torchtitan; needs the micro-batches a step to be a "
                "multiple of p)."
            ),
        )
        self.vp_auto = pinned_row(
            b,
            form,
            self.tr("Virtual pipeline stages:"),
            self.vp,
            LayoutField.VIRTUAL_PIPELINE,
            when=_pipelined,
        )
        self.cp = IntSpinBox(
            "",
            1,
            64,
            1,
            self.tr(
                "Context-parallel degree: each rank holds 1/CP of the sequence and passes K and "
                "V around a ring over the node's link. Must split the sequence into 2 × CP "
                "equal chunks and divide the heads; TP × CP must fit in one node."
            ),
        )
        b.row(form, self.tr("Context parallel:"), self.cp, ("context_parallel",))
        self.ep = IntSpinBox("", 1, 1024, 1, self.tr("Expert-parallel degree (MoE only)."))
        self.ep_auto = pinned_row(
            b, form, self.tr("Expert parallel:"), self.ep, LayoutField.EXPERT_PARALLEL, when=_moe
        )
        self.etp = IntSpinBox(
            "",
            1,
            64,
            1,
            self.tr(
                "The routed experts' tensor-parallel degree (Megatron-Core's "
                "expert_tensor_parallel_size). Below TP the experts fold the freed TP ranks "
                "into expert parallelism, so EP × ETP divides the GPUs of a pipeline stage "
                "(MoE Parallel Folding; Megatron-Bridge's MoE recipes use 1). As TP: the TP "
                "degree, Megatron-Core's default. Must divide TP."
            ),
            none_text=self.tr("As TP"),
        )
        b.row(
            form,
            self.tr("Expert tensor parallel:"),
            self.etp,
            ("expert_tensor_parallel",),
            when=_moe,
            **zero_is_none(),
        )
        self._moe_exchange(b, form, lang)
        self.attention = QCheckBox(self.tr("Count attention FLOPs"), self)
        self.attention.setToolTip(
            self.tr(
                "Counts the attention products (12·L·s·h FLOPs per token, needs the shape) in "
                "the MFU reported. Where the compute time comes from the work they are always "
                "charged; this only changes how MFU is quoted."
            )
        )
        form.addRow(
            "",
            b.bind(self.attention, ("include_attention_flops",), self.tr("Toggle attention FLOPs")),
        )
        self.setLayout(form)

    def _moe_exchange(self, b: Binder, form: QFormLayout, lang: str) -> None:
        """The MoE all-to-all as the run sets it: the dispatcher and its overlap, each
        "Automatic" (the stack's own, named) or stated."""
        self.dispatcher = enum_combo(
            [
                ("", ""),
                *((d, messages.text(f"moe_dispatcher.{d.value}", lang)) for d in MoeDispatcher),
            ],
            self.tr(
                "How the expert all-to-all sends a token: one copy per chosen expert "
                "(Megatron-Core's alltoall dispatcher), or once to each node holding one of its "
                "experts and on over NVLink (DeepEP, HybridEP, DeepSeek's own), which crosses "
                "the network fewer times. Automatic: what the training stack does."
            ),
        )
        compact_combo(self.dispatcher, 12)
        b.row(
            form,
            self.tr("MoE dispatch:"),
            self.dispatcher,
            ("moe_dispatcher",),
            when=_moe,
            to_plan=lambda v: v or None,
            to_display=lambda v: v or "",
        )
        self.moe_overlap = enum_combo(
            [
                ("", ""),
                ("on", self.tr("Overlapped with compute")),
                ("off", self.tr("Not overlapped")),
            ],
            self.tr(
                "Whether the expert all-to-all runs behind compute (Megatron-Core's "
                "overlap_moe_expert_parallel_comm, DeepSeek's DualPipe); a per-node "
                "dispatcher then takes 20 SMs from compute. Automatic: what the training "
                "stack does."
            ),
        )
        compact_combo(self.moe_overlap, 12)
        b.row(
            form,
            self.tr("MoE all-to-all overlap:"),
            self.moe_overlap,
            ("moe_overlap",),
            when=_moe,
            to_plan=lambda v: None if not v else v == "on",
            to_display=lambda v: "" if v is None else ("on" if v else "off"),
        )
        self.moe_host_sync = enum_combo(
            [
                ("", ""),
                ("waits", self.tr("Waits for the GPU every layer")),
                ("free", self.tr("Sync-free (CUDA graph)")),
            ],
            self.tr(
                "Whether each MoE layer waits for the GPU before launching its experts: "
                "Megatron-Core's dropless layer reads the tokens per expert back to the host, "
                "so the host's launches of the local experts' kernels (13.48 µs a kernel on "
                "an x86 server, 37.08 µs on a Grace superchip) count where they exceed the "
                "experts' GPU time. Sync-free: fused MoE kernels captured in a CUDA graph "
                "(Megatron-Core 26.08) or drop-and-pad. Automatic: what the training stack "
                "does."
            ),
        )
        compact_combo(self.moe_host_sync, 12)
        b.row(
            form,
            self.tr("MoE host sync:"),
            self.moe_host_sync,
            ("moe_host_sync",),
            when=_moe,
            to_plan=lambda v: None if not v else v == "waits",
            to_display=lambda v: "" if v is None else ("waits" if v else "free"),
        )
        self._sync_stack(self.binder.document.plan)

    def _sync_stack(self, plan: Plan) -> None:
        """The automatic entries name what they stand for: the stack (and why), and the
        stack's own MoE dispatcher and overlap."""
        lang = current_language()
        w = plan.workload
        stack = _stack_name(default_stack(w), lang)
        rule = messages.text(f"stack_rule.{default_rule(w).value}", lang)
        self.stack.setItemText(0, messages.text("stack.automatic", lang, stack=stack, rule=rule))
        if not hasattr(self, "moe_host_sync"):
            return  # the first sync runs before the MoE rows exist
        plain = w.model_copy(
            update={"moe_dispatcher": None, "moe_overlap": None, "moe_host_sync": None}
        )
        dispatcher, overlap = moe_exchange(plain)
        name = messages.text(f"moe_dispatcher.{dispatcher.value}", lang)
        self.dispatcher.setItemText(0, fmt.fill(self.tr("Automatic: %1"), name))
        shown = self.tr("overlapped") if overlap else self.tr("not overlapped")
        self.moe_overlap.setItemText(0, fmt.fill(self.tr("Automatic: %1"), shown))
        waits = self.tr("waits for the GPU") if moe_host_sync(plain) else self.tr("sync-free")
        self.moe_host_sync.setItemText(0, fmt.fill(self.tr("Automatic: %1"), waits))


class GoalsSection(QGroupBox):
    """Deadline (shown in days, stored in hours) and budget, each switchable off."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Goals"), parent)
        form = self._form = form_layout()
        b = self.binder = Binder(document, _workload)
        self.deadline = OptionalField(
            self.tr("On"),
            UnitSpinBox(
                wording.word("unit.days"),
                0.1,
                3650,
                1,
                1,
                self.tr(
                    "Latest acceptable delivery, counted from now (queue, lead time and "
                    "setup included)."
                ),
            ),
        )
        self.deadline.start = 7.0
        b.row(form, self.tr("Deadline:"), self.deadline, ("deadline_hours",), **scaled(1 / 24, ""))
        self._hours = QLabel(self)
        self._hours.setEnabled(False)
        form.addRow("", self._hours)
        self.budget = OptionalField(
            self.tr("On"),
            UnitSpinBox(
                document.plan.currency, 1, None, 0, 1000, self.tr("Most the job may cost.")
            ),
        )
        self.budget.start = 10_000.0
        b.row(form, self.tr("Budget:"), self.budget, ("budget",))
        self.setLayout(form)
        document.plan_changed.connect(self._sync)
        self._sync(document.plan)

    def _sync(self, plan: Plan) -> None:
        hours = plan.workload.deadline_hours
        self._hours.setText(fmt.fill(self.tr("= %1"), fmt.hours(hours, 0)) if hours else "")
        self._form.setRowVisible(self._hours, bool(hours))
        self.budget.inner.setSuffix(f" {plan.currency}")
