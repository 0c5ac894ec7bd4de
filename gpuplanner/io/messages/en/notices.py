"""English: notices (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Notices (gpuplanner.core.notices.Code): what happened, then what to do about it (.advice)
    "notice.model_shape_estimated": (
        "The model's layers and hidden size are not given, so its activation memory is estimated "
        "from a typical {params_b:.1f}-billion-parameter model ({layers} layers, hidden size "
        "{hidden})."
    ),
    "notice.model_shape_estimated.advice": (
        "Pick the model from the catalog or enter its architecture for exact figures."
    ),
    "notice.kv_heads_uneven": (
        "The model's {kv_heads} KV heads do not divide its {heads} attention heads: in grouped-"
        "query attention each KV head serves a whole number of query heads, so no such model "
        "exists, and its memory and time are estimated from the numbers as typed."
    ),
    "notice.kv_heads_uneven.advice": (
        "Check the model's config (num_key_value_heads, num_attention_heads) or pick it from "
        "the catalog."
    ),
    "notice.head_dim_uneven": (
        "The model's hidden size {hidden} is not a multiple of its {heads} attention heads, so "
        "each head would be a fraction of a dimension wide; its attention is estimated from the "
        "numbers as typed."
    ),
    "notice.head_dim_uneven.advice": (
        "Check the model's config (hidden_size, num_attention_heads) or pick it from the catalog."
    ),
    "notice.precision_fallback": (
        "{platform}: this GPU has no {requested} support, so {used} is used instead."
    ),
    "notice.precision_fallback.advice": "Check that your training code runs in {used} on this GPU.",
    "notice.no_precision": (
        "{platform}: the GPU has no {requested} throughput figure, so its speed cannot be computed."
    ),
    "notice.no_precision.advice": (
        "Choose another precision, or enter the GPU's TFLOPS on the Platforms tab."
    ),
    "notice.no_fp8": (
        "{platform}: workload.precision is FP8, but the {gpu} has no FP8 tensor cores, so it "
        "cannot run this job as asked (it is not timed in BF16 instead)."
    ),
    "notice.no_fp8.advice": (
        "Set workload.precision to BF16 to compare this GPU, or choose a GPU with FP8 (H100, "
        "H800, H200, B200); if this GPU's datasheet gives FP8 TFLOPS, enter them on the "
        "Platforms tab."
    ),
    "notice.never_fits": (
        "{platform}: the job needs {need_gb:.1f} GB per GPU even at the largest GPU count allowed "
        "({gpus}), but each GPU has only {usable_gb:g} GB."
    ),
    "notice.never_fits.advice": (
        "Use a GPU with more memory, or need less per GPU: ZeRO-3/FSDP, activation recompute, a "
        "smaller micro batch, or LoRA/QLoRA."
    ),
    "notice.quota_too_small": (
        "{platform} needs {min_gpus} GPUs to fit this model in memory; the quota is {quota}."
    ),
    "notice.quota_too_small.advice": (
        "Raise the quota, or need less memory per GPU (ZeRO-3/FSDP, recompute, LoRA)."
    ),
    "notice.no_layout": (
        "{platform}: no GPU count up to the quota of {quota} matches the tensor × pipeline "
        "parallel layout, the whole-node rule and a global batch with one micro-batch per "
        "data-parallel rank."
    ),
    "notice.no_layout.advice": (
        "Make the quota a multiple of tensor × pipeline parallel, or change the layout."
    ),
    "notice.cp_across_nodes": (
        "{platform}: tensor parallel {tensor_parallel} × workload.context_parallel "
        "{context_parallel} = {span} GPUs is more than the {gpus_per_node} the node's link "
        "joins; the context-parallel ring runs over the scale-up link."
    ),
    "notice.cp_across_nodes.advice": (
        "Lower workload.context_parallel or the tensor parallelism so that their product is at "
        "most {gpus_per_node}."
    ),
    "notice.tp_across_nodes": (
        "{platform}: tensor parallel {tensor_parallel} is larger than the {gpus_per_node} GPUs "
        "the node's link joins; tensor parallelism cannot cross nodes."
    ),
    "notice.tp_across_nodes.advice": (
        "Lower the tensor parallelism to at most {gpus_per_node} (or leave it automatic), or use "
        "pipeline parallelism across nodes."
    ),
    "notice.mfu_is_compute_efficiency": (
        "Each platform's efficiency (MFU) is its compute efficiency: the recompute ({recompute}), "
        "tensor-parallel traffic (TP {tensor_parallel}) and pipeline bubble (PP "
        "{pipeline_parallel}) of this layout are charged on top of it, so the end-to-end MFU is "
        "efficiency × scaling efficiency."
    ),
    "notice.mfu_is_compute_efficiency.advice": (
        "A plan from before gpuplanner charged these that typed an end-to-end MFU now shows "
        "longer hours: enter the compute efficiency instead (full recompute: the end-to-end MFU "
        "× 8/6), or calibrate with a measured step."
    ),
    "notice.fixed_gpus_infeasible.layout": (
        "{platform}: the fixed GPU count ({gpus}) does not fit the tensor × pipeline parallel "
        "layout (or whole nodes)."
    ),
    "notice.fixed_gpus_infeasible.layout_nodes": (
        "{platform}: the fixed GPU count ({gpus}) is not whole nodes of {gpus_per_node} GPUs. "
        "Take a multiple of {gpus_per_node} (e.g. {lower} or {upper}), or tick “Bill partial "
        "nodes as whole nodes” under Billing terms: {gpus} GPUs then run and {upper} are billed."
    ),
    "notice.fixed_gpus_infeasible.layout_nodes.single": (
        "{platform}: the fixed GPU count ({gpus}) is less than one node of {gpus_per_node} GPUs. "
        "Take {upper}, or tick “Bill partial nodes as whole nodes” under Billing terms: "
        "{gpus} GPUs then run and {upper} are billed."
    ),
    "notice.fixed_gpus_infeasible.layout_scale_up": (
        "{platform}: tensor parallel {tensor_parallel} × workload.context_parallel "
        "{context_parallel} = {span} GPUs is more than the {gpus_per_node} the node's link "
        "joins; both exchange every layer over the scale-up link, so no GPU count can run it. "
        "Lower workload.tensor_parallel or workload.context_parallel so that their product is at "
        "most {gpus_per_node}."
    ),
    "notice.fixed_gpus_infeasible.layout_split.single": (
        "{platform}: the fixed GPU count ({gpus}) is less than tensor × pipeline (× expert) "
        "parallel = {split}. Take {upper}, or change the tensor or pipeline parallelism."
    ),
    "notice.fixed_gpus_infeasible.layout_split": (
        "{platform}: the fixed GPU count ({gpus}) is not a multiple of tensor × pipeline "
        "(× expert) parallel = {split}. Take a multiple of {split} (e.g. {lower} or {upper}), "
        "or change the tensor or pipeline parallelism."
    ),
    "notice.fixed_gpus_infeasible.layout_batch": (
        "{platform}: {gpus} GPUs make {data_parallel} data-parallel ranks; at micro-batch "
        "{micro_batch} a step needs at least {need_batch} sequences, more than "
        "workload.global_batch ({global_batch}). Raise workload.global_batch to at least "
        "{need_batch}, or take at most {max_gpus} GPUs."
    ),
    "notice.fixed_gpus_infeasible.layout_micro_batch": (
        "{platform}: {gpus} GPUs make {data_parallel} data-parallel ranks; "
        "workload.micro_batch {micro_batch} × {data_parallel} does not divide "
        "workload.global_batch ({global_batch}): each rank would take {per_rank} "
        "micro-batches a step. Choose a global batch, micro-batch or GPU count for which "
        "micro-batch × data-parallel ranks divides the global batch."
    ),
    "notice.fixed_gpus_infeasible.memory": (
        "{platform}: at the fixed GPU count ({gpus}) the job needs {need_gb:.1f} GB per GPU; the "
        "GPU has {usable_gb:g} GB."
    ),
    "notice.fixed_gpus_infeasible.quota": (
        "{platform}: the fixed GPU count ({gpus}) exceeds the quota."
    ),
    "notice.fixed_gpus_infeasible.interruptions": (
        "{platform}: at the fixed GPU count ({gpus}) interruptions come faster than progress; the "
        "job is not expected to finish."
    ),
    "notice.fixed_gpus_infeasible.advice": (
        "Change the fixed GPU count, or let gpuplanner choose it."
    ),
    "notice.never_finishes": (
        "{platform}: from a GPU count of {gpus} upward, interruptions come faster than the job "
        "makes progress; it is not expected to finish."
    ),
    "notice.never_finishes.advice": (
        "Enable checkpoints, checkpoint more often, or pick a steadier platform."
    ),
    "notice.deadline_missed": (
        "{platform}: at the chosen GPU count ({gpus}) delivery takes {delivery_days:.1f} days, "
        "after the {deadline_days:.1f}-day deadline (the fastest possible is {fastest_days:.1f} "
        "days)."
    ),
    "notice.deadline_missed.advice": (
        "Allow more GPUs, choose a faster platform, or move the deadline."
    ),
    "notice.over_budget": (
        "{platform}: the total of {total:money} is over the budget of {budget:money}."
    ),
    "notice.low_scaling": (
        "{platform}: on {gpus} GPUs each GPU does only {efficiency:.0%} of the work it would do "
        "alone; communication eats the rest."
    ),
    "notice.host_bound": (
        "{platform}: on {gpus} GPUs the host takes {host_ms:,.0f} ms to launch the kernels of "
        "one micro-batch ({tokens:,} tokens), longer than the GPU's {gpu_ms:,.0f} ms of work on "
        "it: the GPUs wait on the CPU."
    ),
    "notice.host_bound.one": (
        "{platform}: on 1 GPU the host takes {host_ms:,.0f} ms to launch the kernels of one "
        "micro-batch ({tokens:,} tokens), longer than the GPU's {gpu_ms:,.0f} ms of work on it: "
        "the GPU waits on the CPU."
    ),
    "notice.host_bound.advice": (
        "A larger micro-batch or longer sequences give each launch more work; torch.compile "
        "or CUDA graphs launch fewer kernels."
    ),
    "notice.moe_many_experts": (
        "{platform}: on {gpus} GPUs each GPU runs {experts} experts of every MoE layer at "
        "micro-batches of {micro_batch}; of 15 published Megatron-Core runs laid out like this, 14 "
        "took 1.17–2.9× the time the model gives (gpuplanner's validation table): these hours "
        "are likely low."
    ),
    "notice.moe_many_experts.one": (
        "{platform}: on 1 GPU it runs all {experts} experts of every MoE layer at micro-batches "
        "of {micro_batch}; of 15 published Megatron-Core runs laid out like this, 14 took "
        "1.17–2.9× the time the model gives (gpuplanner's validation table): these hours are "
        "likely low."
    ),
    "notice.moe_many_experts.advice": (
        "Fewer experts a GPU (a larger expert-parallel degree) or a larger micro-batch is where "
        "the model was validated; calibrate the platform with a measured step before you "
        "commit to it."
    ),
    "notice.data_bound.packed": (
        "{platform}: on {gpus} GPUs each node must read {needed_mb_s:,.0f} MB/s of training data "
        "but its storage gives {read_mb_s:,.0f} MB/s: the run waits for its data and takes "
        "{slowdown:.2f}× as long."
    ),
    "notice.data_bound.small_files": (
        "{platform}: on {gpus} GPUs each node must read {needed_mb_s:,.0f} MB/s of training data "
        "but reading the dataset as small files gives {read_mb_s:,.0f} MB/s: the run waits for "
        "its data and takes {slowdown:.2f}× as long."
    ),
    "notice.data_bound.advice": (
        "Pack the dataset into large shards, copy it to the nodes' local NVMe first, or read it "
        "from a parallel file system."
    ),
    "notice.measured_memory_differs": (
        "{platform}: the test kit measured a peak of {measured_gb:.1f} GB per GPU where the "
        "model predicts {predicted_gb:.1f} GB ({share:+.0%})."
    ),
    "notice.measured_memory_differs.advice": (
        "Check that the kit's run used the plan's layout, micro-batch and recompute setting."
    ),
    "notice.memory_tight": (
        "{platform}: on {gpus} GPUs the layout uses {used_gb:.1f} of {usable_gb:g} GB usable "
        "({share:.0%}), above 95%: little headroom for a memory spike."
    ),
    "notice.memory_tight.one": (
        "{platform}: on 1 GPU the layout uses {used_gb:.1f} of {usable_gb:g} GB usable "
        "({share:.0%}), above 95%: little headroom for a memory spike."
    ),
    "notice.memory_tight.advice": (
        "More GPUs, activation recomputation or a smaller micro-batch would leave more room."
    ),
    "notice.low_scaling.advice": (
        "Fewer GPUs, a faster interconnect or more overlap would waste less."
    ),
    "notice.no_checkpoint_risk": (
        "{platform}: without checkpoints, interruptions are expected to cost {lost_hours:.1f} "
        "hours of lost work at the chosen GPU count ({gpus})."
    ),
    "notice.no_checkpoint_risk.advice": "Turn on checkpoints for this platform.",
    "notice.calibration_mfu_high": (
        "{platform}: the run measured at a GPU count of {gpus} implies an MFU of {mfu:.0%}, above "
        "the {ceiling_mfu:.0%} this GPU can reach."
    ),
    "notice.calibration_mfu_low": (
        "{platform}: the run measured at a GPU count of {gpus} implies an MFU of only {mfu:.1%} "
        "(below {floor_mfu:.0%})."
    ),
    "notice.calibration_superlinear": (
        "{platform}: the measurements imply {efficiency:.0%} scaling at a GPU count of {gpus}, "
        "faster than linear; 100% is used instead."
    ),
    "notice.calibration.advice": "Check the measured step time, the batch and the model size.",
    "notice.calibration_comm_exceeds": (
        "{platform}: at a GPU count of {gpus} the modelled communication ({comm_seconds:.2f} s) "
        "takes longer than the measured step ({step_seconds:.2f} s); the measurement is used as "
        "it is."
    ),
    "notice.calibration_comm_exceeds.advice": (
        "The interconnect bandwidth entered is probably too low."
    ),
    "notice.fix_later_deadline": (
        "{platform}: no GPU count meets the {deadline_days:.1f}-day deadline; the fastest is "
        "{days:.1f} days (at a GPU count of {gpus}), so a deadline of {days:.1f} days would."
    ),
    "notice.fix_bigger_budget": (
        "{platform}: no GPU count stays within the budget of {budget:money}; the cheapest is "
        "{amount:money} (at a GPU count of {gpus}), so a budget of {amount:money} would."
    ),
    "notice.fix_quota.deadline": (
        "{platform}: a quota of {gpus} GPUs (now {quota}) would meet the deadline: {days:.1f} "
        "days for {total:money}."
    ),
    "notice.fix_quota.budget": (
        "{platform}: a quota of {gpus} GPUs (now {quota}) would stay within the budget: "
        "{days:.1f} days for {total:money}."
    ),
    "notice.fix_other_platform.deadline": (
        "{platform}: {other} meets the deadline at a GPU count of {gpus}: {days:.1f} days for "
        "{total:money}."
    ),
    "notice.fix_other_platform.budget": (
        "{platform}: {other} stays within the budget at a GPU count of {gpus}: {days:.1f} days "
        "for {total:money}."
    ),
    "notice.targets_conflict": (
        "{platform}: the deadline and the budget cannot both hold. Meeting the "
        "{deadline_days:.1f}-day deadline costs {deadline_total:money} (GPU count {deadline_gpus}"
        "; budget {budget:money}); within the budget the fastest is {budget_days:.1f} days (GPU "
        "count {budget_gpus})."
    ),
    "notice.targets_conflict.advice": "Relax one of the two, or choose which matters more.",
    "notice.quote_expired": (
        "{platform}: the vendor's quote was valid until {valid_until} and has expired."
    ),
    "notice.quote_expired.advice": (
        "Ask the vendor for a new quote before deciding on these prices."
    ),
    "notice.price_missing": (
        "{platform}: no price is entered yet (“{label}” is 0), so its total leaves out the GPU "
        "time; it is ranked after every priced platform and is not recommended."
    ),
    "notice.price_missing.advice": (
        "Enter the “{label}” on the Platforms tab (Pricing), or remove the platform."
    ),
    "notice.months_differ": (
        "The job's billing month is {job_hours} h (Workload tab, Runs and billing month) and the "
        "fleet plan's {fleet_hours} h (Fleet plan tab, Hours per month): monthly prices and "
        "hours in the two parts use different months."
    ),
    "notice.months_differ.advice": (
        "Set both to one convention: 730 h (8,760 ÷ 12) or 720 h (30 days)."
    ),
}
