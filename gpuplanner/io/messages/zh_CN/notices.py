"""Simplified Chinese: notices (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Notices (gpuplanner.core.notices.Code): what happened, then what to do about it (.advice)
    "notice.model_shape_estimated": (
        "未给出模型的层数和隐藏维度，激活值显存按典型的 {params_b:.1f}B 参数模型估算（{layers} 层，"
        "隐藏维度 {hidden}）。"
    ),
    "notice.model_shape_estimated.advice": "从模型目录中选择，或填写其结构参数，可得到准确数字。",
    "notice.kv_heads_uneven": (
        "模型的 {kv_heads} 个 KV 头不能整除其 {heads} 个注意力头：分组查询注意力中每个 KV 头对应"
        "整数个查询头，这样的模型并不存在；其显存和耗时按所填数字估算。"
    ),
    "notice.kv_heads_uneven.advice": (
        "请核对模型配置（num_key_value_heads、num_attention_heads），或从模型目录中选择。"
    ),
    "notice.head_dim_uneven": (
        "模型的隐藏维度 {hidden} 不是其 {heads} 个注意力头的整数倍，每个头的宽度不是整数；"
        "其注意力按所填数字估算。"
    ),
    "notice.head_dim_uneven.advice": (
        "请核对模型配置（hidden_size、num_attention_heads），或从模型目录中选择。"
    ),
    "notice.precision_fallback": "{platform}：该显卡不支持 {requested}，改用 {used}。",
    "notice.precision_fallback.advice": "请确认训练代码能在该显卡上以 {used} 运行。",
    "notice.no_precision": "{platform}：该显卡没有 {requested} 的算力数据，无法计算速度。",
    "notice.no_precision.advice": "请换一种精度，或在“平台”标签页填写该卡的 TFLOPS。",
    "notice.no_fp8": (
        "{platform}：workload.precision 为 FP8，但 {gpu} 没有 FP8 张量核心，无法按要求运行此任务"
        "（不会改按 BF16 计时）。"
    ),
    "notice.no_fp8.advice": (
        "如需比较这张卡，请把 workload.precision 设为 BF16，或换用支持 FP8 的显卡（H100、H800、"
        "H200、B200）；若该卡的规格书给出 FP8 TFLOPS，请在“平台”标签页填写。"
    ),
    "notice.never_fits": (
        "{platform}：即使用到允许的最多卡数（{gpus}），每卡仍需 {need_gb:.1f} GB 显存，而每张卡只"
        "有 {usable_gb:g} GB。"
    ),
    "notice.never_fits.advice": (
        "换用显存更大的卡，或降低每卡显存需求：ZeRO-3/FSDP、激活重计算、更小的微批，或 LoRA/QLoRA。"
    ),
    "notice.quota_too_small": (
        "{platform} 需要 {min_gpus} 张卡才能放下该模型，而配额只有 {quota} 张。"
    ),
    "notice.quota_too_small.advice": (
        "提高配额，或降低每卡显存需求（ZeRO-3/FSDP、激活重计算、LoRA）。"
    ),
    "notice.no_layout": (
        "{platform}：在配额 {quota} 张以内，没有同时满足张量 × 流水线并行布局、整机规则，以及每个"
        "数据并行副本至少一个微批的卡数。"
    ),
    "notice.no_layout.advice": "把配额设为张量 × 流水线并行度的倍数，或调整并行布局。",
    "notice.cp_across_nodes": (
        "{platform}：张量并行 {tensor_parallel} × workload.context_parallel {context_parallel} = "
        "{span} 张卡，超过节点内高速互联连接的 {gpus_per_node} 张卡；"
        "上下文并行的环形通信走节点内互联。"
    ),
    "notice.cp_across_nodes.advice": (
        "请降低 workload.context_parallel 或张量并行，使二者乘积不超过 {gpus_per_node}。"
    ),
    "notice.tp_across_nodes": (
        "{platform}：张量并行度 {tensor_parallel} 超过节点内高速互联连接的 {gpus_per_node} 张卡；"
        "张量并行不能跨节点。"
    ),
    "notice.tp_across_nodes.advice": (
        "把张量并行降到 {gpus_per_node} 以内（或设为自动），跨节点改用流水线并行。"
    ),
    "notice.mfu_is_compute_efficiency": (
        "各平台的效率（MFU）指计算效率：该并行布局的重计算（{recompute}）、张量并行通信（TP "
        "{tensor_parallel}）和流水线气泡（PP {pipeline_parallel}）另行计入，"
        "端到端 MFU = 效率 × 扩展效率。"
    ),
    "notice.mfu_is_compute_efficiency.advice": (
        "在 gpuplanner 计入这些开销之前保存、且填写端到端 MFU 的方案，现在时长会变长："
        "请改填计算效率（完全重计算：端到端 MFU × 8/6），或用实测单步时间校准。"
    ),
    "notice.fixed_gpus_infeasible.layout": (
        "{platform}：固定卡数（{gpus}）不符合张量 × 流水线并行布局（或整机要求）。"
    ),
    "notice.fixed_gpus_infeasible.layout_nodes": (
        "{platform}：固定卡数（{gpus}）不是整机（每台 {gpus_per_node} 卡）的倍数。请取 "
        "{gpus_per_node} 的倍数（如 {lower} 或 {upper}），"
        "或在“计费条款”中勾选“不足整节点按整节点计费”：用 {gpus} 卡运行，按 {upper} 卡计费。"
    ),
    "notice.fixed_gpus_infeasible.layout_nodes.single": (
        "{platform}：固定卡数（{gpus}）不足一台整机（每台 {gpus_per_node} 卡）。请取 {upper} 卡，"
        "或在“计费条款”中勾选“不足整节点按整节点计费”：用 {gpus} 卡运行，按 {upper} 卡计费。"
    ),
    "notice.fixed_gpus_infeasible.layout_scale_up": (
        "{platform}：张量并行 {tensor_parallel} × workload.context_parallel {context_parallel} = "
        "{span} 张卡，超过节点内高速互联连接的 {gpus_per_node} 张卡；二者每层都走节点内互联"
        "通信，任何卡数都无法运行。请降低 workload.tensor_parallel 或 workload.context_parallel，"
        "使二者乘积不超过 {gpus_per_node}。"
    ),
    "notice.fixed_gpus_infeasible.layout_split.single": (
        "{platform}：固定卡数（{gpus}）小于张量 × 流水线（× 专家）并行 = {split}。"
        "请取 {upper} 卡，或修改张量并行或流水线并行。"
    ),
    "notice.fixed_gpus_infeasible.layout_split": (
        "{platform}：固定卡数（{gpus}）不是张量 × 流水线（× 专家）并行 = {split} 的倍数。"
        "请取 {split} 的倍数（如 {lower} 或 {upper}），或修改张量并行或流水线并行。"
    ),
    "notice.fixed_gpus_infeasible.layout_batch": (
        "{platform}：{gpus} 张卡构成 {data_parallel} 个数据并行副本；微批 {micro_batch} 时每步"
        "至少需要 {need_batch} 条序列，超过 workload.global_batch（{global_batch}）。请把 "
        "workload.global_batch 提高到至少 {need_batch}，或最多使用 {max_gpus} 张卡。"
    ),
    "notice.fixed_gpus_infeasible.layout_micro_batch": (
        "{platform}：{gpus} 张卡构成 {data_parallel} 个数据并行副本；workload.micro_batch "
        "{micro_batch} × {data_parallel} 不能整除 workload.global_batch（{global_batch}）："
        "每个副本每步要处理 {per_rank} 个微批。请调整全局批、微批或卡数，使微批 × 数据并行副本数"
        "能整除全局批。"
    ),
    "notice.fixed_gpus_infeasible.memory": (
        "{platform}：按固定卡数（{gpus}），每卡需 {need_gb:.1f} GB 显存，而该卡只有 "
        "{usable_gb:g} GB。"
    ),
    "notice.fixed_gpus_infeasible.quota": "{platform}：固定卡数（{gpus}）超出配额。",
    "notice.fixed_gpus_infeasible.interruptions": (
        "{platform}：按固定卡数（{gpus}），中断来得比进度还快，任务预计无法完成。"
    ),
    "notice.fixed_gpus_infeasible.advice": "修改固定卡数，或让 gpuplanner 自动选择。",
    "notice.never_finishes": (
        "{platform}：从 {gpus} 卡起，中断来得比训练进度还快，任务预计无法完成。"
    ),
    "notice.never_finishes.advice": "启用检查点、更频繁地保存检查点，或换一个更稳定的平台。",
    "notice.deadline_missed": (
        "{platform}：按所选卡数（{gpus}）需 {delivery_days:.1f} 天交付，超过 {deadline_days:.1f} "
        "天的工期（最快 {fastest_days:.1f} 天）。"
    ),
    "notice.deadline_missed.advice": "允许用更多卡、换更快的平台，或推迟工期。",
    "notice.over_budget": "{platform}：训练达标成本 {total:money} 超出预算 {budget:money}。",
    "notice.low_scaling": (
        "{platform}：在 {gpus} 卡上每张卡只完成单卡工作量的 {efficiency:.0%}，其余被通信消耗。"
    ),
    "notice.host_bound": (
        "{platform}：{gpus} 卡时，主机发射一个微批次（{tokens:,} 个 token）的 kernel 需 "
        "{host_ms:,.0f} ms，长于 GPU 上 {gpu_ms:,.0f} ms 的计算：GPU 在等 CPU。"
    ),
    "notice.host_bound.one": (
        "{platform}：单卡时，主机发射一个微批次（{tokens:,} 个 token）的 kernel 需 "
        "{host_ms:,.0f} ms，长于 GPU 上 {gpu_ms:,.0f} ms 的计算：GPU 在等 CPU。"
    ),
    "notice.host_bound.advice": (
        "增大微批次或序列长度可让每次发射做更多工作；"
        "torch.compile 或 CUDA Graph 可减少 kernel 数量。"
    ),
    "notice.moe_many_experts": (
        "{platform}：{gpus} 卡时每张卡在每个 MoE 层运行 {experts} 个专家，微批次为 {micro_batch}；"
        "按此布局公开发布的 15 次 Megatron-Core 实测中有 14 次耗时是模型给出的 1.17–2.9 倍"
        "（gpuplanner 验证表）："
        "此处的时长很可能偏低。"
    ),
    "notice.moe_many_experts.one": (
        "{platform}：单卡时在每个 MoE 层运行全部 {experts} 个专家，微批次为 {micro_batch}；"
        "按此布局公开发布的 15 次 Megatron-Core 实测中有 14 次耗时是模型给出的 1.17–2.9 倍"
        "（gpuplanner 验证表）："
        "此处的时长很可能偏低。"
    ),
    "notice.moe_many_experts.advice": (
        "每卡更少专家（更大的专家并行度）或更大的微批次才在模型已验证的范围内；"
        "下单前请用实测步长校准该平台。"
    ),
    "notice.data_bound.packed": (
        "{platform}：{gpus} 卡时每个节点需读取 {needed_mb_s:,.0f} MB/s 的训练数据，而存储只提供 "
        "{read_mb_s:,.0f} MB/s：训练等待数据，耗时变为 {slowdown:.2f} 倍。"
    ),
    "notice.data_bound.small_files": (
        "{platform}：{gpus} 卡时每个节点需读取 {needed_mb_s:,.0f} MB/s 的训练数据，而以小文件方式"
        "读取数据集只有 {read_mb_s:,.0f} MB/s：训练等待数据，耗时变为 {slowdown:.2f} 倍。"
    ),
    "notice.data_bound.advice": (
        "把数据集打包成大分片、先复制到节点本地 NVMe，或改用并行文件系统读取。"
    ),
    "notice.measured_memory_differs": (
        "{platform}：测试包实测每卡峰值显存 {measured_gb:.1f} GB，模型预测 {predicted_gb:.1f} GB"
        "（{share:+.0%}）。"
    ),
    "notice.measured_memory_differs.advice": (
        "核对测试运行所用的并行方式、微批次和重计算设置是否与方案一致。"
    ),
    "notice.memory_tight": (
        "{platform}：在 {gpus} 卡上该并行布局占用 {used_gb:.1f} GB，可用 {usable_gb:g} GB"
        "（{share:.0%}），超过 95%：显存波动时余量很小。"
    ),
    "notice.memory_tight.one": (
        "{platform}：在 1 卡上该并行布局占用 {used_gb:.1f} GB，可用 {usable_gb:g} GB"
        "（{share:.0%}），超过 95%：显存波动时余量很小。"
    ),
    "notice.memory_tight.advice": "增加卡数、启用激活重计算或减小微批次，可留出更多余量。",
    "notice.low_scaling.advice": "减少卡数、换更快的互联或提高通信重叠，可减少浪费。",
    "notice.no_checkpoint_risk": (
        "{platform}：未启用检查点，按所选卡数（{gpus}），中断预计会损失 {lost_hours:.1f} 小时的训"
        "练进度。"
    ),
    "notice.no_checkpoint_risk.advice": "为此平台启用检查点。",
    "notice.calibration_mfu_high": (
        "{platform}：{gpus} 卡实测结果对应的 MFU 为 {mfu:.0%}，高于该卡可达到的 {ceiling_mfu:.0%}。"
    ),
    "notice.calibration_mfu_low": (
        "{platform}：{gpus} 卡实测结果对应的 MFU 只有 {mfu:.1%}（低于 {floor_mfu:.0%}）。"
    ),
    "notice.calibration_superlinear": (
        "{platform}：实测数据意味着在 {gpus} 卡上扩展效率为 {efficiency:.0%}，超过线性；改按 100% "
        "计算。"
    ),
    "notice.calibration.advice": "请检查实测的单步时间、批大小和模型规模。",
    "notice.calibration_comm_exceeds": (
        "{platform}：在 {gpus} 卡上模型估算的通信时间（{comm_seconds:.2f} 秒）比实测的单步时间（"
        "{step_seconds:.2f} 秒）还长；按实测值计算。"
    ),
    "notice.calibration_comm_exceeds.advice": "填写的互联带宽可能偏低。",
    "notice.fix_later_deadline": (
        "{platform}：没有卡数能满足 {deadline_days:.1f} 天的工期；最快 {days:.1f} 天（{gpus} 卡），"
        "工期放宽到 {days:.1f} 天即可。"
    ),
    "notice.fix_bigger_budget": (
        "{platform}：没有卡数能控制在预算 {budget:money} 以内；最便宜 {amount:money}（{gpus} 卡），"
        "预算提高到 {amount:money} 即可。"
    ),
    "notice.fix_quota.deadline": (
        "{platform}：配额提高到 {gpus} 卡（现为 {quota}）即可满足工期：{days:.1f} 天，"
        "{total:money}。"
    ),
    "notice.fix_quota.budget": (
        "{platform}：配额提高到 {gpus} 卡（现为 {quota}）即可控制在预算内：{days:.1f} 天，"
        "{total:money}。"
    ),
    "notice.fix_other_platform.deadline": (
        "{platform}：{other} 用 {gpus} 卡可满足工期：{days:.1f} 天，{total:money}。"
    ),
    "notice.fix_other_platform.budget": (
        "{platform}：{other} 用 {gpus} 卡可控制在预算内：{days:.1f} 天，{total:money}。"
    ),
    "notice.targets_conflict": (
        "{platform}：工期和预算无法同时满足。要满足 {deadline_days:.1f} 天的工期需花费 "
        "{deadline_total:money}（{deadline_gpus} 卡；预算 {budget:money}）；在预算内最快需 "
        "{budget_days:.1f} 天（{budget_gpus} 卡）。"
    ),
    "notice.targets_conflict.advice": "放宽其中一项，或决定哪一项更重要。",
    "notice.quote_expired": "{platform}：供应商报价的有效期至 {valid_until}，已过期。",
    "notice.quote_expired.advice": "决策前请向供应商重新询价。",
    "notice.price_missing": (
        "{platform}：尚未填写价格（“{label}”为 0），其训练达标成本未含 GPU 时间的费用；"
        "它排在所有已定价平台之后，不作推荐。"
    ),
    "notice.price_missing.advice": "请在“平台”标签页的计费部分填写“{label}”，或删除此平台。",
    "notice.months_differ": (
        "任务的计费月为 {job_hours} 小时（“训练任务”页，运行次数与计费月），长期规划为 "
        "{fleet_hours} 小时（“长期规划”页，每月小时数）：两部分的月价和小时数按不同的月份换算。"
    ),
    "notice.months_differ.advice": (
        "请把两处设为同一口径：730 小时（8,760 ÷ 12）或 720 小时（30 天）。"
    ),
}
