"""Training stacks: what the software a job runs on overlaps, recomputes and keeps in memory.

One ``StackFacts`` per stack, each fact with its source (``SOURCES``). The stack is an input of
the workload (``Workload.stack``); empty means the stack most users of that workload run
(``default_stack``: LoRA/QLoRA → Hugging Face Trainer + PEFT, a full fine-tune without model
parallelism → DeepSpeed ZeRO, a pre-training run with tensor, pipeline, context or expert
parallelism → Megatron-Core / NeMo, one sharded only by FSDP → torchtitan; DeepSeek's HAI-LLM
is never the default: it is the stack of DeepSeek's own runs). "measured" is a run whose
efficiency the user calibrated: no facet of its own beyond what the plan states.

The facets enter the time only where the platform's compute time comes from the work
(``Platform.efficiency_from_work``, core/compute.py); a typed MFU is the user's statement of
their own stack and keeps the layout model it was typed against.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from gpuplanner.core.platform import GpuSpec, generation
from gpuplanner.core.workload import (
    Fp8Recipe,
    Method,
    MoeDispatcher,
    Precision,
    TrainingStack,
    Workload,
)

__all__ = [
    "SOURCES",
    "STACKS",
    "StackFacts",
    "TrainingStack",
    "default_stack",
    "fused_loss",
    "logit_copies",
    "stack_of",
]


@dataclass(frozen=True)
class StackFacts:
    """What a training stack does; every field is sourced in ``SOURCES``."""

    # Share of the tensor-parallel collectives hidden behind the GEMMs they feed (Megatron-Core
    # with Transformer Engine's userbuffers ``tp_comm_overlap``, on in NeMo's H100/B200
    # recipes; torchtitan's async TP is off by default).
    tp_overlap: float
    tp_overlap_on: tuple[str, ...]  # GPU generations the overlap runs on (core/compute.py)
    # Share of the MoE all-to-all hidden behind compute. DeepSeek's DualPipe overlaps a forward
    # and a backward chunk so that "both all-to-all and PP communication can be fully hidden"
    # (arXiv 2412.19437 §3.2.1): 1. Megatron-Core's batch-level EP all-to-all overlap
    # (overlap_moe_expert_parallel_comm with delay_wgrad_compute, since v0.14, 2025-09;
    # megatron/core/transformer/moe/README.md) is off by default (transformer_config.py) and
    # a recipe setting: NeMo turns it on with DeepEP in its DeepSeek-V3 H100 recipe and off on
    # B200/GB200 (NVIDIA-NeMo/Megatron-Bridge scripts/performance/run_script.py, 25.09); a run
    # states it in Workload.moe_overlap: 0. torchtitan's expert parallelism exchanges tokens
    # with all_to_all_single before and after the experts (torchtitan/distributed/
    # expert_parallel.py; an EP overlap exists only as an experiment, experiments/
    # graph_trainer/ep_overlap_pass.py), DeepSpeed-MoE with its synchronous _AllToAll
    # (deepspeed/moe/sharded_moe.py): 0.
    a2a_overlap: float
    # The dispatcher sends a token once to each node holding one of its experts and forwards it
    # over NVLink there, instead of once per expert (DeepSeek-V3 §3.2.2; DeepEP's normal
    # kernels, deepseek-ai/DeepEP docs/legacy.md). Megatron-Core's "alltoall" dispatcher sends
    # one copy per expert; its "flex" dispatcher with DeepEP (v0.12) or HybridEP (v0.15) is a
    # recipe option, as torchtitan's DeepEP / HybridEP dispatchers (torchtitan/overrides/
    # moe_token_dispatcher.py) are: a run states it in Workload.moe_dispatcher.
    a2a_per_node: bool
    # FP8 training dispatches in FP8 (1 byte + one fp32 scale per 128 elements) and combines in
    # BF16, the same for the gradients (DeepSeek-V3 §3.3.2 "Low-Precision Communication").
    fp8_dispatch: bool
    # SMs the overlapped expert-parallel communication holds while compute runs: 20 of the
    # H800's 132 (DeepSeek-V3 §3.2.2). 0 where nothing is overlapped (a kernel that runs alone
    # takes no SMs from compute).
    comm_sms: int
    # Pipeline schedule: "1f1b" (bubble (p − 1)/(m·v), Narayanan 2021 §2.2) or "dualpipe"
    # (DeepSeek-V3 §3.2.1 Table 2: bubble (p/2 − 1)(F&B + B − 3W), parameters 2×, activations
    # of p + 1 micro-batches).
    pipeline_schedule: str
    # Activations kept: "standard" (Korthikanti et al. 2022 Table 2) or "deepseek_fp8"
    # (DeepSeek-V3 §3.2.3 and §3.3.4: RMSNorm and MLA up-projections recomputed, linear-layer
    # inputs cached in FP8, the SwiGLU's inputs cached in FP8 and its output recomputed).
    activations: str
    # Attention kernel: "fa3" (Hopper: FlashAttention-3 or cuDNN fused attention through
    # Transformer Engine), "fa2" (FlashAttention-2, PyTorch SDPA's flash backend).
    attention_kernel: str
    # Elementwise work (norms, activations, residual adds, RoPE) fused: "fused" kernels read
    # and write each tensor about half as often as eager PyTorch ("eager").
    elementwise: str
    # Stack kernel efficiency relative to the roofline the per-op model times: launch gaps,
    # host overhead and kernels below their benchmark (in-sample: see SOURCES).
    kernel_efficiency: dict[str, float]  # by GPU generation; "other" for the rest
    # Selective recompute: "attention" (Megatron: the attention core only, which saves nothing
    # under FlashAttention) or "per_op" (torchtitan: every other matmul's output recomputed).
    selective: str
    # Logit copies held at the loss beyond the one fp32 buffer every stack keeps, in units of
    # s·b·V·4 bytes: PyTorch's cross entropy on upcast logits (HF LlamaForCausalLM
    # logits.float(), torchtitan pred.float()) keeps the bf16 logits (0.5), log_softmax's
    # saved fp32 output (1) and, at the peak, the fp32 gradient (1): 2.5. Megatron's fused
    # vocab-parallel cross entropy works in place: 0. A run states its own loss kernel in
    # Workload.fused_loss (logit_copies).
    logits_fp32_copies: float
    expert_parallel: bool  # the stack can split experts over ranks
    fp8: bool  # an FP8 training path (Transformer Engine, torchao float8)
    # Bytes per parameter of its pipeline stage a rank holds unsharded when FSDP (ZeRO-3)
    # runs under pipeline parallelism. torchtitan: 6 = the bf16 weights (2), kept gathered
    # between micro-batches (torchtitan/distributed/fsdp.py: reshard_after_forward defaults
    # to ``not pp_enabled``, "to avoid per-microbatch all-gathers"), and the gradients (4),
    # accumulated unsharded in fp32 until the last micro-batch (torch.distributed.pipelining
    # stage.py backward_maybe_with_nosync: set_requires_gradient_sync(False) and
    # set_reshard_after_backward(False); FSDP2 accumulates in the reduce dtype, torchtitan's
    # mixed_precision_reduce float32). 0 where the stack reshards (or has no such layout).
    pipeline_fsdp_unsharded_bytes: float = 0.0
    # Its FP8 path compiles the elementwise work (fused, as ``elementwise`` "fused"): torchao's
    # float8 runs under torch.compile ("enable torch.compile for competitive performance",
    # torchao float8 README; torchtitan's Float8 rows all use --compile).
    fp8_compiled: bool = False
    # Tensor parallelism with sequence parallelism keeps the all-gathered input of the
    # column-parallel linears (QKV, MLP up/gate) whole for their weight gradients: PyTorch
    # DTensor's SequenceParallel + ColwiseParallel (torchtitan) all-gather the norm output
    # before the matmul and autograd saves that tensor; Megatron keeps the 1/t shard and
    # gathers it again in backward (Korthikanti et al. 2022 §4.2.2).
    tp_saves_gathered_inputs: bool = False
    # Share of the pipeline point-to-point sends hidden behind compute outside the bubble
    # (core/pipeline.py): Megatron-Core overlaps them for the interleaved schedule only
    # (overlap_p2p_comm, on by default and switched off for plain 1F1B:
    # megatron/training/arguments.py); DualPipe fully ("both all-to-all and PP communication
    # can be fully hidden", DeepSeek-V3 §3.2.1); the others wait for each transfer
    # (torch.distributed.pipelining waits on a step's batched sends before its compute).
    p2p_overlap: float = 0.0
    # A dropless MoE layer makes the host wait for the GPU and then launch one set of kernels
    # per local expert (core/compute.py, moe_host_seconds). Megatron-Core: the alltoall
    # dispatcher copies the tokens per expert to the host and waits on them every MoE layer
    # (megatron/core/transformer/moe/token_dispatcher.py, _maybe_dtoh_and_synchronize, skipped
    # only with --moe-pad-expert-input-to-capacity), TEGroupedMLP calls
    # tokens_per_expert.tolist() for any dispatcher, DeepEP / HybridEP included (experts.py,
    # core_v0.15.0), and Transformer Engine's GroupedLinear launches a GEMM per expert; CUDA
    # graphs cannot capture such a layer (only drop-and-pad: docs/user-guide/features/
    # cuda_graph.md, "moe ... (drop-and-pad only)"). torchtitan runs the experts as one
    # torch._grouped_mm; DeepSpeed-MoE's capacity gating has static shapes (no wait); HAI-LLM
    # is not published: none charged.
    moe_host_sync: bool = False
    # Routed experts' GEMMs that run side by side and so share one kernel latency
    # (core/compute.py GEMM_LATENCY): Transformer Engine's GroupedLinear issues a cuBLAS GEMM
    # per expert over 4 compute streams (transformer_engine/common/util/multi_stream.h,
    # num_compute_streams = 4); None where one grouped kernel runs all the local experts
    # (torchtitan's torch._grouped_mm, DeepGEMM's contiguous grouped GEMM); 1 where a Python
    # loop runs one expert after another (transformers' and DeepSpeed-MoE's expert loops).
    expert_gemm_streams: int | None = 1
    # The data-parallel gradients reduce behind the backward and the updated weights gather
    # behind the forward, as far as the pipeline schedule leaves work after a chunk's last
    # micro-batch (scaling.dp_overlap_window): Megatron-Core's distributed optimizer with
    # overlap_grad_reduce and overlap_param_gather, on in the NeMo and Megatron-Bridge
    # recipes. False: behind platform.overlap × the step's compute.
    dp_per_pass: bool = False
    # The FP8 scaling recipe the stack uses when the plan states none, by GPU generation
    # ("other" for the rest): see FP8_RECIPE_DEFAULTS' sources below.
    fp8_recipes: dict[str, Fp8Recipe] | None = None
    # Kernels the host launches per transformer layer and micro-batch, one Python-dispatched
    # eager op each (HostOps); None where no count was measured (no floor charged).
    host_ops: HostOps | None = None


@dataclass(frozen=True)
class HostOps:
    """Kernel-launching operators per decoder layer and micro-batch, forward (once more under
    full recompute) and backward, full fine-tune and LoRA. A layer's time is at least these
    launches at the host's per-op cost (core/compute.py host_floor_seconds): the floor that
    binds at short sequences and small models, where the GPU's work is shorter."""

    forward: float
    backward: float
    lora_forward: float
    lora_backward: float


# Hugging Face Trainer: transformers 5.24 LlamaForCausalLM (SDPA) under bf16 autocast, PEFT
# 0.21.2 LoRA on every linear layer, counted with torch.profiler as the aten operators that
# launch a kernel, per layer (a 6- less a 2-layer model): full fine-tune 40 forward + 118
# backward; LoRA 128 + 197 (each adapter adds dropout, A, B, scale and add, and autocast
# casts its fp32 weights). Measured here: tools/measure_host_ops.py.
HF_HOST_OPS = HostOps(forward=40.0, backward=118.0, lora_forward=128.0, lora_backward=197.0)


SOURCES: dict[TrainingStack, str] = {
    TrainingStack.MEGATRON: (
        "NVIDIA Megatron-LM / NeMo: Transformer Engine fused attention (cuDNN, FA3-class on "
        "Hopper) and fused norms/activations; tp_comm_overlap and overlap_grad_reduce in the "
        "performance recipes (NVIDIA-NeMo/Megatron-Bridge scripts/performance, "
        "docs/performance-summary.md); selective = attention core (Korthikanti et al. 2022 "
        "§5); kernel efficiency in-sample from Korthikanti Table 5 (A100), × the Hopper/Ampere "
        "ratio of eager PyTorch's on Hopper and Blackwell"
    ),
    TrainingStack.TORCHTITAN: (
        "pytorch/torchtitan: FSDP2 with prefetch, SDPA flash backend (FlashAttention-2), eager "
        "elementwise without torch.compile, per-op selective AC (docs/ activation checkpoint), "
        "float8 through torchao; kernel efficiency in-sample from "
        "benchmarks/llama3_h100_202412_torchtitan.md and docs/performance.md (the median of "
        "its in-sample rows per generation)"
    ),
    TrainingStack.DEEPSPEED: (
        "microsoft/DeepSpeed: ZeRO 1–3 with overlap_comm, Megatron-DeepSpeed for TP/PP without "
        "TP overlap and with Megatron's fused vocab-parallel cross entropy (a Hugging Face "
        "model under DeepSpeed keeps HF's logit copies: choose Hugging Face Trainer); "
        "FlashAttention-2 through the model code; no same-stack table in the reference: "
        "torchtitan's kernel efficiency (eager PyTorch) stands in"
    ),
    TrainingStack.HF_TRAINER: (
        "huggingface/transformers Trainer / Accelerate (+ PEFT, as LLaMA-Factory runs it): "
        "LlamaForCausalLM upcasts logits to fp32 (logits.float()) and the loss keeps its own "
        "copy; SDPA / FlashAttention-2; no expert parallelism; eager PyTorch kernel "
        "efficiency (torchtitan's figure stands in), never faster than the host launching "
        "each layer's kernels (counted here on transformers' Llama + PEFT: HF_HOST_OPS)"
    ),
    TrainingStack.HAI_LLM: (
        "DeepSeek-AI 2024, DeepSeek-V3 Technical Report (arXiv 2412.19437): DualPipe hides the "
        "expert all-to-all and pipeline traffic (§3.2.1, Table 2), node-limited dispatch over IB "
        "then NVLink on 20 of 132 SMs (§3.2.2), recompute of RMSNorm and MLA up-projections "
        "and FP8 activation caching (§3.2.3, §3.3.4), FP8 dispatch with BF16 combine (§3.3.2); "
        "its FP8 GEMMs are DeepGEMM's (deepseek-ai/DeepGEMM README, H800: over the ten V3 "
        "shapes of 4,096+ rows, 751-1,426 TFLOPS, a main-loop median of 0.72 of the FP8 peak "
        "once the output write is taken out, as the per-op model's 0.709); no same-stack "
        "kernel-efficiency table: Megatron-Core's stands in"
    ),
    TrainingStack.MEASURED: (
        "a calibrated run: its efficiency comes from the measurement (Platform.calibration), "
        "nothing overlapped beyond the platform's own overlap"
    ),
}

# Kernel efficiency relative to the per-op roofline (core/compute.py), by GPU generation.
# Eager PyTorch (torchtitan without torch.compile): in-sample, the figure that makes the
# median error of torchtitan's in-sample rows per generation zero (six H100 rows of
# benchmarks/llama3_h100_202412_torchtitan.md, a 500 W, 96 GB HBM2e part: 0.64; three A100
# rows of docs/performance.md: 0.75). DeepSpeed and HF Trainer run the same eager kernels.
EAGER_AMPERE = 0.75
EAGER_HOPPER = 0.64
# What a newer generation keeps of its roofline against Ampere on the same stack, 0.64 / 0.75
# = 0.85: sustained tensor-core clocks under the board's power limit below the boost clock
# the dense peak is quoted at, and the fixed gaps between kernels that run several times
# shorter. A property of the GPU, not the stack, measured on the one stack with in-sample
# rows on both generations (eager PyTorch, above); Blackwell takes Hopper's (no same-stack
# table in the reference).
GENERATION_RATIO = EAGER_HOPPER / EAGER_AMPERE
EAGER_KERNEL_EFFICIENCY = {
    "ampere": EAGER_AMPERE,
    "hopper": EAGER_HOPPER,
    "blackwell": EAGER_HOPPER,
    "other": EAGER_AMPERE,
}
# Megatron-Core: in-sample from Korthikanti Table 5 (A100, eight rows: 0.86, the figure that
# makes their median error zero with the last pipeline stage's output layer and the
# stage-to-stage sends charged, core/pipeline.py; 0.83 without them);
# Hopper and Blackwell keep GENERATION_RATIO of it (0.73), so the NeMo / Megatron-Bridge
# H100, B200 and GB200 rows test it.
MEGATRON_AMPERE = 0.86
MEGATRON_KERNEL_EFFICIENCY = {
    "ampere": MEGATRON_AMPERE,
    "hopper": MEGATRON_AMPERE * GENERATION_RATIO,
    "blackwell": MEGATRON_AMPERE * GENERATION_RATIO,
    "other": MEGATRON_AMPERE,
}
HOPPER_ON = ("hopper", "blackwell")
# Default FP8 recipes. Megatron-Core / NeMo: delayed scaling on Hopper, Megatron-Core's
# TransformerConfig default (fp8_recipe "delayed", megatron/core/transformer/
# transformer_config.py); MXFP8 on Blackwell, what every FP8 row of Megatron-Bridge's
# Blackwell performance summary runs (docs/performance-summary.md, compute_dtype fp8_mx) and
# Transformer Engine's own default where the GPU supports it (compute capability 10.x:
# transformer_engine/pytorch/quantization.py get_default_fp8_recipe). Megatron-Bridge's
# published H100 runs state current scaling (fp8_cs, its MixedPrecisionConfig default
# "tensorwise"): set per run (tools/validation_plans.py). torchtitan: torchao's tensorwise
# dynamic scaling, current scaling, its documented float8 usage (torchtitan docs/float8.md,
# "Usage: Tensorwise Scaling"). HAI-LLM: DeepSeek-V3's fine-grained 1 × 128 / 128 × 128
# scaling (arXiv 2412.19437 §3.3.2). The stacks without an FP8 path never run one;
# "measured" keeps the per-tensor delayed figure plans had before.
MEGATRON_FP8_RECIPES = {"blackwell": Fp8Recipe.MXFP8, "other": Fp8Recipe.DELAYED}
TORCHTITAN_FP8_RECIPES = {"other": Fp8Recipe.CURRENT}
HAI_LLM_FP8_RECIPES = {"other": Fp8Recipe.BLOCKWISE}

# PyTorch's cross entropy on logits upcast to fp32 (StackFacts.logits_fp32_copies): the bf16
# logits 0.5, log_softmax's saved fp32 output 1 and the fp32 gradient at the peak 1.
UNFUSED_LOGIT_COPIES = 2.5

STACKS: dict[TrainingStack, StackFacts] = {  # expert_parallel / fp8 as in core/workload.py
    TrainingStack.MEGATRON: StackFacts(
        tp_overlap=0.8,
        tp_overlap_on=HOPPER_ON,
        a2a_overlap=0.0,
        a2a_per_node=False,
        fp8_dispatch=False,
        comm_sms=0,
        pipeline_schedule="1f1b",
        activations="standard",
        attention_kernel="fa3",
        elementwise="fused",
        kernel_efficiency=MEGATRON_KERNEL_EFFICIENCY,
        selective="attention",
        logits_fp32_copies=0.0,
        expert_parallel=True,
        fp8=True,
        p2p_overlap=1.0,
        moe_host_sync=True,
        fp8_recipes=MEGATRON_FP8_RECIPES,
        expert_gemm_streams=4,
        dp_per_pass=True,
    ),
    TrainingStack.TORCHTITAN: StackFacts(
        tp_overlap=0.0,
        tp_overlap_on=(),
        a2a_overlap=0.0,
        a2a_per_node=False,
        fp8_dispatch=False,
        comm_sms=0,
        pipeline_schedule="1f1b",
        activations="standard",
        attention_kernel="fa2",
        elementwise="eager",
        kernel_efficiency=EAGER_KERNEL_EFFICIENCY,
        selective="per_op",
        logits_fp32_copies=UNFUSED_LOGIT_COPIES,
        expert_parallel=True,
        fp8=True,
        pipeline_fsdp_unsharded_bytes=6.0,
        fp8_compiled=True,
        tp_saves_gathered_inputs=True,
        fp8_recipes=TORCHTITAN_FP8_RECIPES,
        expert_gemm_streams=None,
    ),
    TrainingStack.DEEPSPEED: StackFacts(
        tp_overlap=0.0,
        tp_overlap_on=(),
        a2a_overlap=0.0,
        a2a_per_node=False,
        fp8_dispatch=False,
        comm_sms=0,
        pipeline_schedule="1f1b",
        activations="standard",
        attention_kernel="fa2",
        elementwise="eager",
        kernel_efficiency=EAGER_KERNEL_EFFICIENCY,
        selective="attention",
        logits_fp32_copies=0.0,
        expert_parallel=True,
        fp8=False,
    ),
    TrainingStack.HF_TRAINER: StackFacts(
        tp_overlap=0.0,
        tp_overlap_on=(),
        a2a_overlap=0.0,
        a2a_per_node=False,
        fp8_dispatch=False,
        comm_sms=0,
        pipeline_schedule="1f1b",
        activations="standard",
        attention_kernel="fa2",
        elementwise="eager",
        kernel_efficiency=EAGER_KERNEL_EFFICIENCY,
        selective="attention",
        logits_fp32_copies=UNFUSED_LOGIT_COPIES,
        expert_parallel=False,
        fp8=False,
        host_ops=HF_HOST_OPS,
    ),
    TrainingStack.HAI_LLM: StackFacts(
        tp_overlap=0.0,  # DeepSeek-V3 trains without tensor parallelism (§3.2)
        tp_overlap_on=(),
        a2a_overlap=1.0,
        a2a_per_node=True,
        fp8_dispatch=True,
        comm_sms=20,
        pipeline_schedule="dualpipe",
        activations="deepseek_fp8",
        attention_kernel="fa3",
        elementwise="fused",
        kernel_efficiency=MEGATRON_KERNEL_EFFICIENCY,
        selective="attention",
        logits_fp32_copies=0.0,
        expert_parallel=True,
        fp8=True,
        p2p_overlap=1.0,
        fp8_recipes=HAI_LLM_FP8_RECIPES,
        expert_gemm_streams=None,
    ),
    TrainingStack.MEASURED: StackFacts(
        tp_overlap=0.0,
        tp_overlap_on=(),
        a2a_overlap=0.0,
        a2a_per_node=False,
        fp8_dispatch=False,
        comm_sms=0,
        pipeline_schedule="1f1b",
        activations="standard",
        attention_kernel="fa2",
        elementwise="eager",
        kernel_efficiency=EAGER_KERNEL_EFFICIENCY,
        selective="attention",
        logits_fp32_copies=0.0,
        expert_parallel=True,
        fp8=True,
    ),
}


class StackRule(StrEnum):
    """Why the default stack was chosen (worded for the UI)."""

    PEFT = "peft"
    FINE_TUNE = "fine_tune"
    FSDP = "fsdp"
    MODEL_PARALLEL = "model_parallel"
    PRETRAIN = "pretrain"
    FP8 = "fp8"


def default_rule(w: Workload) -> StackRule:
    """FP8 runs; LoRA/QLoRA; a full fine-tune without TP/PP; pre-training sharded by FSDP only;
    any run with tensor, pipeline or expert parallelism; other pre-training (in that order).
    Never a stack that cannot run the workload (expert parallelism, FP8)."""
    parallel = w.tensor_parallel * w.pipeline_parallel * w.expert_parallel
    if w.precision is Precision.FP8:
        return StackRule.FSDP if parallel == 1 and w.zero_stage >= 3 else StackRule.FP8
    if w.expert_parallel > 1:
        return StackRule.MODEL_PARALLEL
    if w.method in (Method.LORA, Method.QLORA):
        return StackRule.PEFT
    if w.method is Method.FULL and w.tensor_parallel == 1 and w.pipeline_parallel == 1:
        return StackRule.FINE_TUNE
    if parallel == 1 and w.zero_stage >= 3:
        return StackRule.FSDP
    if parallel > 1:
        return StackRule.MODEL_PARALLEL
    return StackRule.PRETRAIN


_BY_RULE = {
    StackRule.PEFT: TrainingStack.HF_TRAINER,
    StackRule.FINE_TUNE: TrainingStack.DEEPSPEED,
    StackRule.FSDP: TrainingStack.TORCHTITAN,
    StackRule.MODEL_PARALLEL: TrainingStack.MEGATRON,
    StackRule.PRETRAIN: TrainingStack.MEGATRON,
    StackRule.FP8: TrainingStack.MEGATRON,
}


def default_stack(w: Workload) -> TrainingStack:
    """The stack most users of this workload run (module docstring), never silently the best."""
    return _BY_RULE[default_rule(w)]


def kernel_efficiency(facts: StackFacts, generation: str) -> float:
    table = facts.kernel_efficiency
    return table.get(generation, table["other"])


def tp_overlap(facts: StackFacts, generation: str) -> float:
    return facts.tp_overlap if generation in facts.tp_overlap_on else 0.0


def stack_of(w: Workload) -> TrainingStack:
    return w.stack or default_stack(w)


def facts_of(w: Workload) -> StackFacts:
    return STACKS[stack_of(w)]


def default_fp8_recipe(facts: StackFacts, generation: str) -> Fp8Recipe:
    """The FP8 recipe the stack uses on this GPU generation when the plan states none."""
    table = facts.fp8_recipes or {}
    return table.get(generation, table.get("other", Fp8Recipe.DELAYED))


def fp8_recipe_of(w: Workload, facts: StackFacts, generation: str) -> Fp8Recipe:
    """The run's FP8 recipe: as the plan states it (``Workload.fp8_recipe``), else the stack's
    default on the GPU generation."""
    return w.fp8_recipe or default_fp8_recipe(facts, generation)


def run_fp8_recipe(w: Workload, stack: TrainingStack, gpu: GpuSpec) -> Fp8Recipe | None:
    """The FP8 recipe a platform runs the job with (its stack, its GPU's generation); None for
    a run not in FP8."""
    if w.precision is not Precision.FP8:
        return None
    return fp8_recipe_of(w, STACKS[stack], generation(gpu))


def moe_host_sync(w: Workload, facts: StackFacts | None = None) -> bool:
    """Whether the run's dropless MoE layer waits for the GPU before launching its experts:
    as the plan states it (``Workload.moe_host_sync``), else the stack's own (``facts``: a
    platform's own stack; the workload's by default)."""
    if w.moe_host_sync is not None:
        return w.moe_host_sync
    return (facts or facts_of(w)).moe_host_sync


def logit_copies(w: Workload, facts: StackFacts | None = None) -> float:
    """fp32-sized logit copies the loss keeps beyond the one buffer every stack keeps (units
    of s·b·V·4 bytes): none where the run's loss is fused (``Workload.fused_loss`` true:
    Megatron-Core's vocab-parallel cross entropy, Liger's fused linear cross entropy,
    torchtitan's loss under torch.compile since its components/loss.py compiles it with the
    model), PyTorch's unfused cross entropy on fp32 logits where it is not (false), else the
    stack's own (``facts``: the workload's stack's, looked up when not given)."""
    if w.fused_loss is None:
        return (facts or facts_of(w)).logits_fp32_copies
    return 0.0 if w.fused_loss else UNFUSED_LOGIT_COPIES


def fused_loss(w: Workload) -> bool:
    """Whether the run's loss keeps no fp32 logit copies (logit_copies)."""
    return logit_copies(w) == 0.0


def moe_exchange(w: Workload) -> tuple[MoeDispatcher, bool]:
    """The run's MoE dispatcher and whether its all-to-all is overlapped: as the plan states
    them (``Workload.moe_dispatcher`` / ``moe_overlap``), else the stack's own."""
    facts = facts_of(w)
    default = MoeDispatcher.PER_NODE if facts.a2a_per_node else MoeDispatcher.ALLTOALL
    dispatcher = w.moe_dispatcher or default
    overlap = facts.a2a_overlap > 0.0 if w.moe_overlap is None else w.moe_overlap
    return dispatcher, overlap
