"""The training job: which model, how it is trained, on how many tokens."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from gpuplanner.core.base import MAX_VALUE, Frozen, NonNegFloat, PositiveFloat, PositiveInt
from gpuplanner.core.errors import ErrorCode, invalid
from gpuplanner.core.text import OneLine


class Method(StrEnum):
    PRETRAIN = "pretrain"
    FULL = "full"  # full fine-tune
    LORA = "lora"
    QLORA = "qlora"


class Precision(StrEnum):
    BF16 = "bf16"
    FP16 = "fp16"
    FP8 = "fp8"
    TF32 = "tf32"
    FP32 = "fp32"


class Optimizer(StrEnum):
    ADAMW = "adamw"  # mixed precision: fp32 master + m + v = 12 B/param
    ADAMW_8BIT = "adamw_8bit"  # 2 B/param states + 4 B/param master
    SGD_MOMENTUM = "sgd_momentum"  # 4 B/param master + 4 B/param momentum


class StatePrecision(StrEnum):
    """How the model states are kept (bytes per parameter with AdamW in brackets).

    ``mixed``: bf16 weights and gradients, fp32 master + m + v (16; ZeRO paper).
    ``mixed_fp32_grads``: Megatron-LM keeps fp32 gradients (18; Korthikanti et al. 2022 and
    Megatron's theoretical_memory_usage.py); with ZeRO stage 1 this is Megatron's distributed
    optimizer, 6 + 12/d. ``pure_bf16``: bf16 weights, gradients and optimizer states, no fp32
    master copy (8).
    """

    MIXED = "mixed"
    MIXED_FP32_GRADS = "mixed_fp32_grads"
    PURE_BF16 = "pure_bf16"


class LoraTargets(StrEnum):
    QV = "qv"  # PEFT's default for Llama-style models: q_proj and v_proj
    ALL_LINEAR = "all_linear"  # q, k, v, o, gate, up, down (QLoRA paper's recipe)


class LayoutField(StrEnum):
    """Layout settings gpuplanner may choose per GPU count (core/layout.py)."""

    TENSOR_PARALLEL = "tensor_parallel"
    PIPELINE_PARALLEL = "pipeline_parallel"
    MICRO_BATCH = "micro_batch"
    ZERO_STAGE = "zero_stage"
    RECOMPUTE = "recompute"
    SEQUENCE_PARALLEL = "sequence_parallel"
    EXPERT_PARALLEL = "expert_parallel"
    VIRTUAL_PIPELINE = "virtual_pipeline"  # interleaved 1F1B chunks a stage (core/pipeline.py)


class TrainingStack(StrEnum):
    """The software a job trains with (core/stacks.py holds what each one does)."""

    MEGATRON = "megatron"  # Megatron-Core / NeMo
    TORCHTITAN = "torchtitan"  # FSDP2
    DEEPSPEED = "deepspeed"  # ZeRO, Megatron-DeepSpeed
    HF_TRAINER = "hf_trainer"  # Hugging Face Trainer / Accelerate (+ PEFT)
    HAI_LLM = "hai_llm"  # DeepSeek's HAI-LLM: DualPipe, DeepEP, fine-grained FP8 (V3)
    MEASURED = "measured"  # a calibrated run


class Fp8Recipe(StrEnum):
    """How FP8 tensors are scaled (Transformer Engine's recipes, transformer_engine/common/
    recipe/__init__.py; core/compute.py FP8_RECIPE_COSTS holds what each costs)."""

    DELAYED = "delayed"  # per tensor, scale from the amax history (DelayedScaling)
    CURRENT = "current"  # per tensor, amax of the tensor itself (Float8CurrentScaling)
    MXFP8 = "mxfp8"  # 32-element blocks, E8M0 scales, Blackwell (MXFP8BlockScaling)
    BLOCKWISE = "blockwise"  # 1 × 128 / 128 × 128 blocks, fp32 scales (Float8BlockScaling)


class QloraBase(StrEnum):
    """How a QLoRA base is quantized (core/qlora.py holds what each costs)."""

    NF4 = "nf4"  # bitsandbytes NF4, double-quantized (QLoRA paper; PEFT's path)
    GPTQ = "gptq"  # AutoGPTQ int4, groups of 128 (Qwen's Int4 models, Qwen's finetune.py)


class MoeDispatcher(StrEnum):
    """How the expert all-to-all sends a token (core/scaling.py all_to_all_seconds)."""

    ALLTOALL = "alltoall"  # one copy per chosen expert (Megatron-Core's alltoall dispatcher)
    PER_NODE = "per_node"  # once per destination node, then NVLink (DeepEP / HybridEP)


# What a stack cannot do (core/stacks.py states the rest): Hugging Face Trainer has no expert
# parallelism; DeepSpeed ZeRO and Hugging Face Trainer no FP8 training path.
STACKS_WITHOUT_EP = frozenset({TrainingStack.HF_TRAINER})
STACKS_WITHOUT_FP8 = frozenset({TrainingStack.DEEPSPEED, TrainingStack.HF_TRAINER})
# No interleaved 1F1B schedule: DeepSpeed's pipeline engine and Hugging Face Trainer run plain
# 1F1B, DualPipe its own two-chunk schedule (core/pipeline.py).
STACKS_WITHOUT_INTERLEAVING = frozenset(
    {TrainingStack.DEEPSPEED, TrainingStack.HF_TRAINER, TrainingStack.HAI_LLM}
)


class Recompute(StrEnum):
    NONE = "none"
    SELECTIVE = "selective"
    FULL = "full"


class ModelArch(Frozen):
    """Parameter count and, when known, the transformer shape.

    ``params_b`` is the total (memory); ``active_params_b`` the per-token active count of a
    mixture-of-experts model (FLOPs). Shape fields are optional: when missing, the activation
    estimate derives a typical shape from the parameter count and says so in a warning.
    """

    name: OneLine = ""
    catalog_id: str | None = None
    params_b: PositiveFloat
    active_params_b: PositiveFloat | None = None
    layers: PositiveInt | None = None
    hidden: PositiveInt | None = None
    heads: PositiveInt | None = None
    kv_heads: PositiveInt | None = None
    ffn: PositiveInt | None = None
    vocab: PositiveInt | None = None
    # Attention head dimensions when they are not hidden / heads: the query/key width per head
    # and the value width (multi-head latent attention, DeepSeek-V2/V3: 128 + 64 and 128).
    head_dim: PositiveInt | None = None
    v_head_dim: PositiveInt | None = None
    # Gated MLP (SwiGLU/GeGLU: three FFN matrices). None: inferred, gated when ffn ≠ 4·hidden.
    gated_mlp: bool | None = None
    # Mixture of experts (all None for a dense model): routed experts per MoE layer, how many
    # a token uses, their FFN width, always-on shared experts, and leading dense layers.
    experts: PositiveInt | None = None
    experts_per_token: PositiveInt | None = None
    expert_ffn: PositiveInt | None = None
    shared_experts: int = Field(default=0, ge=0)
    dense_layers: int = Field(default=0, ge=0)
    # Group-limited routing (DeepSeek-V2/V3's node-limited routing; Hugging Face n_group and
    # topk_group, Megatron-Core moe_router_num_groups / moe_router_group_topk): the routed
    # experts split into groups, a token choosing its experts within at most this many of
    # them. None: no limit (every plan written before these fields).
    routing_groups: PositiveInt | None = None
    routing_groups_per_token: PositiveInt | None = None

    @model_validator(mode="after")
    def _active_not_above_total(self) -> ModelArch:
        if self.active_params_b is not None and self.active_params_b > self.params_b:
            raise invalid(ErrorCode.ACTIVE_OVER_TOTAL, "active_params_b")
        if self.heads and self.kv_heads and self.kv_heads > self.heads:
            raise invalid(ErrorCode.KV_HEADS_OVER_HEADS, "kv_heads")
        if self.experts is not None:
            if not self.experts_per_token or self.experts_per_token > self.experts:
                raise invalid(
                    ErrorCode.EXPERTS_PER_TOKEN_RANGE, "experts_per_token", experts=self.experts
                )
            if self.active_params_b is None or self.active_params_b >= self.params_b:
                raise invalid(ErrorCode.MOE_NEEDS_ACTIVE, "active_params_b")
        groups, per_token = self.routing_groups, self.routing_groups_per_token
        if groups is not None and (not self.experts or self.experts % groups):
            raise invalid(ErrorCode.ROUTING_GROUPS_DIVIDE, "routing_groups", experts=self.experts)
        if (groups is None) != (per_token is None) or (groups and per_token and per_token > groups):
            raise invalid(ErrorCode.ROUTING_GROUPS_PER_TOKEN, "routing_groups_per_token")
        return self

    @property
    def is_moe(self) -> bool:
        return self.experts is not None and self.experts_per_token is not None

    @property
    def routed_params(self) -> float:
        """Parameters in the routed experts: (Ψ − Ψ_active) · E / (E − k), since a token uses
        k of the E routed experts and everything else (0 for a dense model)."""
        if not self.is_moe:
            return 0.0
        e, k = float(self.experts or 1), float(self.experts_per_token or 1)
        if e == k:
            return 0.0
        return min(self.params, (self.params - self.active_params) * e / (e - k))

    @property
    def params(self) -> float:
        return self.params_b * 1e9

    @property
    def active_params(self) -> float:
        return (self.active_params_b or self.params_b) * 1e9


class Workload(Frozen):
    """What is trained and how.

    Training tokens D = ``tokens`` × ``epochs`` (give tokens directly with epochs = 1, or the
    dataset's tokens and the number of passes). Batches are in sequences.
    """

    model: ModelArch
    method: Method = Method.FULL
    lora_rank: PositiveInt = 16
    # All linear layers is what plans written before this setting meant.
    lora_targets: LoraTargets = LoraTargets.ALL_LINEAR
    # QLoRA only: how the frozen base is quantized. NF4 is what plans written before this
    # setting meant.
    qlora_base: QloraBase = QloraBase.NF4
    tokens: PositiveFloat
    epochs: PositiveFloat = 1.0
    # Identical runs of the job (ablations, repeats), one after another, each billed on its
    # own under hourly pricing; the training tokens count all of them.
    runs: PositiveInt = 1
    seq_len: PositiveInt = 2048
    # Short samples packed into each sequence (SFT data): their mean length in tokens.
    # FlashAttention's variable-length kernels attend within each sample (cu_seqlens), so the
    # attention work follows this length, not seq_len. None: one document fills a sequence.
    packed_sample_len: PositiveInt | None = None
    global_batch: PositiveInt = 256
    micro_batch: PositiveInt = 1
    precision: Precision = Precision.BF16
    optimizer: Optimizer = Optimizer.ADAMW
    state_precision: StatePrecision = StatePrecision.MIXED
    recompute: Recompute = Recompute.NONE
    flash_attention: bool = True
    zero_stage: int = Field(default=0, ge=0, le=3)  # 3 = ZeRO-3 / FSDP full shard
    tensor_parallel: PositiveInt = 1
    pipeline_parallel: PositiveInt = 1
    # Expert parallelism (MoE): the routed experts are split over EP ranks of the data-parallel
    # group (EP divides d), their tokens exchanged by all-to-all.
    expert_parallel: PositiveInt = 1
    # Context parallelism (Megatron-Core / torchtitan): the sequence split over CP ranks, each
    # holding s / CP of every activation and exchanging K and V around a ring for attention.
    # N = d·t·p·CP; the data-parallel ranks of the batch are d, the ZeRO shards d·CP.
    context_parallel: PositiveInt = 1
    # Expert tensor parallelism (Megatron-Core's expert_tensor_parallel_size, MoE only): the TP
    # degree of the routed experts. Below TP the expert layers fold the freed TP ranks into
    # expert parallelism (MoE Parallel Folding, Liu et al. 2025, arXiv 2504.14960): EP ranks
    # come from TP × DP, so EP × ETP divides N / p. None: the TP degree, Megatron-Core's default
    # and what plans written before this setting meant.
    expert_tensor_parallel: PositiveInt | None = None
    # Interleaved 1F1B: model chunks per pipeline stage (1 = plain 1F1B; Narayanan 2021 §2.2).
    virtual_pipeline: PositiveInt = 1
    # Megatron sequence parallelism alongside TP (Korthikanti 2022 §4.2.2). True is what plans
    # written before this setting meant (activations were always divided by t).
    sequence_parallel: bool = True
    # Layout fields gpuplanner chooses per GPU count (the cheapest that fits); the others stay
    # as typed. Empty (every field pinned) is what plans written before this setting meant.
    auto_layout: tuple[LayoutField, ...] = ()
    include_attention_flops: bool = False
    # The training stack (core/stacks.py); None: the one most users of this workload run.
    stack: TrainingStack | None = None
    # MoE all-to-all as the run sets it (Megatron-Core: moe_token_dispatcher_type "flex" with
    # DeepEP or HybridEP, overlap_moe_expert_parallel_comm); None: the stack's own
    # (core/stacks.py), what plans written before these settings meant.
    moe_dispatcher: MoeDispatcher | None = None
    moe_overlap: bool | None = None
    # Whether each MoE layer waits for the GPU before launching its experts (Megatron-Core's
    # dropless layer reads the tokens per expert back to the host); False: a sync-free layer
    # (fused MoE kernels captured in a CUDA graph, Megatron-Core 26.08, or drop-and-pad);
    # None: the stack's own (core/stacks.py), what plans written before this setting meant.
    moe_host_sync: bool | None = None
    # Whether the loss is fused, keeping no fp32 copies of the logits (Megatron-Core's cross
    # entropy, Liger's fused linear cross entropy, a loss under torch.compile); False:
    # PyTorch's cross entropy on logits upcast to fp32; None: the stack's own
    # (core/stacks.py logit_copies), what plans written before this setting meant.
    fused_loss: bool | None = None
    # The FP8 scaling recipe (FP8 runs only); None: the one the stack uses by default on the
    # platform's GPU generation (core/stacks.py fp8_recipe_of), what plans written before this
    # setting meant.
    fp8_recipe: Fp8Recipe | None = None
    deadline_hours: PositiveFloat | None = None
    budget: PositiveFloat | None = None
    dataset_gb: NonNegFloat = 0.0

    @model_validator(mode="after")
    def _batches_consistent(self) -> Workload:
        if self.micro_batch > self.global_batch:
            raise invalid(ErrorCode.MICRO_OVER_GLOBAL, "micro_batch")
        # Each of tokens, epochs and runs is capped; their product is what is trained (and
        # billed), so it takes the same cap: 1e12 epochs printed 2.7e18 CNY as a result.
        if self.training_tokens > MAX_VALUE:
            over_by_epochs = self.tokens * self.epochs > MAX_VALUE
            raise invalid(
                ErrorCode.TRAINING_TOKENS_TOO_MANY,
                "epochs" if over_by_epochs else "runs",
                # As written in a plan file (2e+15), not grouped to 19 digits by the GUI.
                total=f"{self.training_tokens:.3g}",
                limit=f"{MAX_VALUE:.3g}",
            )
        layers = self.model.layers
        if layers and self.pipeline_parallel > layers:
            raise invalid(
                ErrorCode.PIPELINE_OVER_LAYERS,
                "pipeline_parallel",
                stages=self.pipeline_parallel,
                layers=layers,
            )
        # Every model chunk holds a layer, or the embedding or output layer in the first or
        # last one (the L + 2 slots torchtitan and Megatron-Core's account-for-embedding/loss
        # split; core/pipeline.py).
        if layers and self.pipeline_parallel * self.virtual_pipeline > layers + 2:
            raise invalid(
                ErrorCode.VIRTUAL_OVER_LAYERS,
                "virtual_pipeline",
                stages=self.pipeline_parallel,
                chunks=self.virtual_pipeline,
                layers=layers,
            )
        heads = self.model.heads
        if heads and "tensor_parallel" not in self.auto_layout and heads % self.tensor_parallel:
            raise invalid(
                ErrorCode.TP_NOT_DIVIDING_HEADS,
                "tensor_parallel",
                tp=self.tensor_parallel,
                heads=heads,
            )
        # The KV heads (query groups) split over the TP ranks as well: Megatron-Core's
        # TransformerConfig refuses "num_query_groups must be a multiple of
        # tensor_model_parallel_size"; the automatic TP keeps to it (layout.tp_choices).
        kv_heads = self.model.kv_heads
        if (
            kv_heads
            and "tensor_parallel" not in self.auto_layout
            and kv_heads % self.tensor_parallel
        ):
            raise invalid(
                ErrorCode.TP_NOT_DIVIDING_KV_HEADS,
                "tensor_parallel",
                tp=self.tensor_parallel,
                kv_heads=kv_heads,
            )
        if len(set(self.auto_layout)) != len(self.auto_layout):
            raise invalid(ErrorCode.AUTO_LAYOUT_REPEATED, "auto_layout")
        if self.expert_parallel > 1 and not self.model.is_moe:
            raise invalid(ErrorCode.EP_ON_DENSE, "expert_parallel")
        etp = self.expert_tensor_parallel
        if etp is not None and not self.model.is_moe:
            raise invalid(ErrorCode.ETP_ON_DENSE, "expert_tensor_parallel")
        if etp is not None and self.tensor_parallel % etp:
            raise invalid(
                ErrorCode.ETP_NOT_DIVIDING_TP,
                "expert_tensor_parallel",
                etp=etp,
                tp=self.tensor_parallel,
            )
        experts = self.model.experts
        if experts and experts % self.expert_parallel:
            raise invalid(
                ErrorCode.EP_NOT_DIVIDING_EXPERTS,
                "expert_parallel",
                ep=self.expert_parallel,
                experts=experts,
            )
        if self.virtual_pipeline > 1 and self.pipeline_parallel == 1:
            raise invalid(ErrorCode.VIRTUAL_NEEDS_PIPELINE, "virtual_pipeline")
        packed = self.packed_sample_len
        if packed is not None and packed > self.seq_len:
            raise invalid(
                ErrorCode.PACKED_SAMPLE_BEYOND_SEQUENCE,
                "packed_sample_len",
                sample=packed,
                seq=self.seq_len,
            )
        cp = self.context_parallel
        if cp > 1 and self.seq_len % (2 * cp):
            # Megatron's load-balanced causal split cuts the sequence into 2·CP chunks.
            raise invalid(
                ErrorCode.CP_NOT_DIVIDING_SEQUENCE, "context_parallel", cp=cp, seq=self.seq_len
            )
        if cp > 1 and heads and heads % cp:
            raise invalid(ErrorCode.CP_NOT_DIVIDING_HEADS, "context_parallel", cp=cp, heads=heads)
        if self.stack in STACKS_WITHOUT_EP and self.expert_parallel > 1:
            raise invalid(ErrorCode.STACK_WITHOUT_EP, "expert_parallel")
        if self.stack in STACKS_WITHOUT_FP8 and self.precision is Precision.FP8:
            raise invalid(ErrorCode.STACK_WITHOUT_FP8, "precision")
        pinned_v = "virtual_pipeline" not in self.auto_layout
        if self.stack in STACKS_WITHOUT_INTERLEAVING and pinned_v and self.virtual_pipeline > 1:
            raise invalid(ErrorCode.STACK_WITHOUT_INTERLEAVING, "virtual_pipeline")
        p = self.pipeline_parallel
        pinned = "pipeline_parallel" not in self.auto_layout
        if self.stack is TrainingStack.HAI_LLM and pinned and p > 1 and p % 2:
            # DualPipe feeds micro-batches from both ends: "the pipeline stages and micro-
            # batches [must] be divisible by 2" (DeepSeek-V3, arXiv 2412.19437 §3.2.1).
            raise invalid(ErrorCode.DUALPIPE_ODD_STAGES, "pipeline_parallel", stages=p)
        return self

    @property
    def training_tokens(self) -> float:
        return self.tokens * self.epochs * self.runs

    @property
    def attention_span(self) -> float:
        """Tokens a token's causal attention runs over: the packed sample's length where
        FlashAttention attends within samples, else the whole sequence (a masked dense
        attention still computes every score)."""
        if self.packed_sample_len is not None and self.flash_attention:
            return float(self.packed_sample_len)
        return float(self.seq_len)

    @property
    def tokens_per_step(self) -> float:
        return float(self.global_batch * self.seq_len)

    @property
    def expert_fold(self) -> float:
        """TP ranks an expert's tensor-parallel group leaves to expert parallelism, TP / ETP
        (1 without folding): EP draws its ranks from d · TP / ETP."""
        etp = self.expert_tensor_parallel
        return self.tensor_parallel / etp if etp else 1.0

    @property
    def is_lora(self) -> bool:
        return self.method in (Method.LORA, Method.QLORA)
