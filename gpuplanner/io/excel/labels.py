"""Every word the Excel export writes, in English and Simplified Chinese, in one table.

Each entry is ``key: (English, 简体中文)``. Templates use ``str.format`` fields. Sheet names
stay under Excel's 31-character limit and avoid the characters it forbids.
"""

from __future__ import annotations

from gpuplanner.io import messages
from gpuplanner.io.excel.labels_decision import DECISION_LABELS
from gpuplanner.io.excel.labels_finance import FINANCE_LABELS
from gpuplanner.io.messages import LANGUAGES

_TABLE: dict[str, tuple[str, str]] = {
    # Sheets
    "sheet.summary": ("Summary", "摘要"),
    "sheet.assumptions": ("Assumptions", "假设"),
    "sheet.tco": ("TCO", "总拥有成本"),
    "sheet.fees": ("Fee items", "费用项"),
    "sheet.sweep": ("Sweep", "扫描"),
    "sheet.memory": ("Memory", "显存"),
    "sheet.fleet": ("Fleet", "长期规划"),
    # Summary
    "summary.untitled": ("gpuplanner report", "gpuplanner 报告"),
    "summary.exported": ("Exported", "导出日期"),
    "summary.by": ("by gpuplanner {version}", "由 gpuplanner {version} 生成"),
    "summary.currency": ("Currency", "币种"),
    "summary.price_dates": ("Prices as of", "价格日期"),
    "summary.price_dates_missing": ("not given", "未填写"),
    "summary.recommendation": ("Recommendation", "推荐方案"),
    "summary.recommend": (
        "{name}: {gpus} GPUs, {days:,.1f} days to deliver",
        "{name}：{gpus} 卡，{days:,.1f} 天交付",
    ),
    "summary.none_feasible": (
        "No platform can run this job as planned; see the Note column.",
        "没有平台能按计划完成此任务，见“备注”列。",
    ),
    "summary.total_of_best": ("Its total cost to reach target", "其训练达标成本"),
    "summary.how_to_read": (
        "Money columns are live formulas over the Assumptions sheet: change a price there and "
        "the totals follow. The ranking, GPU counts and hours are as computed by gpuplanner.",
        "金额列是引用“假设”表的实时公式：修改价格后合计随之变化。排名、卡数和时长为 gpuplanner "
        "的计算结果。",
    ),
    "summary.plan_notes": ("Plan notes", "方案备注"),
    "summary.warnings": ("Warnings", "提示"),
    "col.rank": ("Rank", "排名"),
    "col.platform": ("Platform", "平台"),
    "col.gpu": ("GPU", "显卡"),
    "col.pricing": ("Pricing", "计费方式"),
    "col.gpus": ("GPUs (N)", "卡数 (N)"),
    "col.hours": ("Hours held", "占用时长（小时）"),
    "col.delivery_days": ("Delivery (days)", "交付（天）"),
    "col.gpu_hours": ("GPU-hours", "卡时"),
    "col.efficiency": ("Scaling efficiency", "扩展效率"),
    "col.compute": ("Compute", "算力费用"),
    "col.interruption": ("Interruptions", "中断损失"),
    "col.fees": ("Fees", "其他费用"),
    "col.total": ("Total cost to reach target", "训练达标成本"),
    "col.per_billion": ("Per billion tokens", "每十亿 token 成本"),
    "col.deadline_met": ("Deadline met", "满足工期"),
    "col.budget_met": ("Budget met", "满足预算"),
    "col.prices_as_of": ("Prices as of", "价格日期"),
    "col.note": ("Note", "备注"),
    "yes": ("yes", "是"),
    "no": ("no", "否"),
    "infeasible": ("infeasible", "不可行"),
    # Assumptions
    "asm.scope": ("Scope", "范围"),
    "asm.item": ("Item", "项目"),
    "asm.value": ("Value", "数值"),
    "asm.unit": ("Unit", "单位"),
    "asm.name": ("Defined name", "名称"),
    "asm.type": ("Type", "类型"),
    "asm.note": ("Note", "说明"),
    "asm.plan": ("Plan", "方案"),
    "type.money": ("Price input: edit to re-price", "价格输入：可修改"),
    "type.plan": ("Plan input: change it in gpuplanner", "方案输入：请在 gpuplanner 中修改"),
    "type.time": ("Time input: edit to re-price", "时间输入：可修改"),
    "type.convention": ("Convention: edit to re-price", "约定：可修改"),
    "type.computed": ("Computed by gpuplanner", "gpuplanner 计算值"),
    "type.formula": ("Formula", "公式"),
    "note.physics_value": (
        "A value, not a formula: rerun gpuplanner to change it",
        "数值而非公式：修改需在 gpuplanner 中重新计算",
    ),
    "note.hours_per_month": ("8,760 h / 12: the cloud billing month", "8,760 小时 / 12：云计费月"),
    "note.billing_increment": ("0.016667 h = per-minute billing", "0.016667 小时 = 按分钟计费"),
    "note.fee": ("Fee item {index}: {name}", "费用项 {index}：{name}"),
    "item.title": ("Plan title", "方案标题"),
    "item.notes": ("Notes", "备注"),
    "item.currency": ("Currency", "币种"),
    "item.hours_per_month": ("Hours per month", "每月小时数"),
    "item.hours_per_year": ("Hours per year", "每年小时数"),
    "item.model": ("Model", "模型"),
    "item.params_b": ("Parameters", "参数量"),
    "item.active_params_b": ("Active parameters (MoE)", "激活参数量（MoE）"),
    "item.method": ("Training method", "训练方式"),
    "item.lora_rank": ("LoRA rank", "LoRA 秩"),
    "item.tokens": ("Dataset tokens", "数据 token 数"),
    "item.epochs": ("Epochs", "轮数"),
    "item.training_tokens": (
        "Training tokens D = tokens × epochs",
        "训练 token 总数 D = token 数 × 轮数",
    ),
    "item.seq_len": ("Sequence length", "序列长度"),
    "item.global_batch": ("Global batch (sequences)", "全局批大小（序列）"),
    "item.micro_batch": ("Micro-batch (sequences)", "微批大小（序列）"),
    "item.precision": ("Precision", "精度"),
    "item.optimizer": ("Optimizer", "优化器"),
    "item.recompute": ("Activation recompute", "激活重计算"),
    "item.flash_attention": ("FlashAttention", "FlashAttention"),
    "item.zero_stage": ("ZeRO stage", "ZeRO 阶段"),
    "item.tensor_parallel": ("Tensor parallel", "张量并行"),
    "item.pipeline_parallel": ("Pipeline parallel", "流水线并行"),
    "item.include_attention_flops": ("Attention FLOPs counted", "计入注意力 FLOPs"),
    "item.deadline_hours": ("Deadline", "工期"),
    "item.budget": ("Budget", "预算"),
    "item.dataset_gb": ("Dataset size", "数据集大小"),
    "item.runtime_reserve_gb": ("Runtime memory reserve per GPU", "每卡运行时预留显存"),
    "item.sweep_max": ("Largest GPU count swept", "扫描的最大卡数"),
    "item.total_flops": ("Total training FLOPs", "总训练计算量"),
    "item.steps": ("Optimizer steps", "优化步数"),
    "item.gpu": ("GPU", "显卡"),
    "item.mode": ("Pricing mode", "计费方式"),
    "item.prices_as_of": ("Prices as of", "价格日期"),
    "item.price_per_gpu_hour": ("Price per GPU-hour", "单价（每卡时）"),
    "item.billing_increment_hours": ("Billing increment", "计费粒度"),
    "item.minimum_hours": ("Minimum billed hours", "最低计费时长"),
    "item.price_per_gpu_month": ("Price per GPU-month", "单价（每卡每月）"),
    "item.minimum_months": ("Minimum term", "最短期限"),
    "item.price_per_machine_month": ("Price per machine-month", "整机月租"),
    "item.addons_per_machine_month": ("Add-ons per machine-month", "附加包（每台每月）"),
    "item.deposit_per_machine": ("Deposit per machine", "押金（每台）"),
    "item.deposit_refundable": ("Deposit refundable", "押金可退"),
    "item.capex_per_gpu": (
        "Capex per GPU (card + server + network share)",
        "每卡投资（含服务器、网络分摊）",
    ),
    "item.spares_fraction": ("Spares", "备件比例"),
    "item.depreciation_years": ("Depreciation period", "折旧年限"),
    "item.residual_fraction": ("Residual value", "残值率"),
    "item.power_w_per_gpu": ("Power per GPU (incl. server share)", "每卡功耗（含服务器分摊）"),
    "item.pue": ("PUE", "PUE"),
    "item.electricity_per_kwh": ("Electricity price per kWh", "电价（每千瓦时）"),
    "item.hosting_per_gpu_month": ("Hosting per GPU-month", "托管费（每卡每月）"),
    "item.staff_per_month": ("Operations staff per month", "运维人力（每月）"),
    "item.repair_fraction_per_year": ("Repairs per year (of capex)", "年维修费率（占投资）"),
    "item.lead_time_days": ("Procurement lead time", "采购交付周期"),
    "item.charge_whole_purchase": (
        "Charge the whole purchase to this job",
        "整机采购全部计入本任务",
    ),
    "item.setup_hours": ("Setup hours (image, trial run)", "环境准备时长（镜像、试跑）"),
    "item.gpus_per_node": ("GPUs per machine", "每台卡数"),
    "item.memory_gb": ("GPU memory", "显存"),
    "item.usable_memory_gb": ("Usable memory per GPU", "每卡可用显存"),
    "item.mfu": ("MFU (utilization factor)", "MFU/利用率系数"),
    "item.virtualization_derate": ("Virtualization derate", "虚拟化损耗"),
    "item.whole_nodes": ("Whole machines only", "仅整机分配"),
    "item.intra_node_gbps": ("Intra-node bandwidth", "节点内带宽"),
    "item.inter_node_gbps": ("Inter-node bandwidth per GPU", "节点间每卡带宽"),
    "item.overlap": ("Communication overlap", "通信重叠比例"),
    "item.scaling_points": ("Measured scaling points", "实测扩展效率"),
    "item.fixed_gpus": ("Fixed GPU count", "固定卡数"),
    "item.max_gpus": ("Quota (most GPUs available)", "配额上限"),
    "item.queue_hours": ("Queue wait", "排队时长"),
    "item.interruption_rate": ("Interruption rate per GPU-hour", "中断率（每卡时）"),
    "item.checkpointing": ("Checkpoints", "检查点"),
    "item.checkpoint_interval_hours": (
        "Checkpoint interval (blank: Young's optimum)",
        "检查点间隔（空：Young 最优）",
    ),
    "item.checkpoint_write_hours": ("Checkpoint write time", "检查点写入时长"),
    "item.restart_hours": ("Restart time", "重启时长"),
    "item.fee_rate": ("{name}: rate", "{name}：费率"),
    "item.fee_quantity": ("{name}: quantity", "{name}：数量"),
    "item.rank": ("Rank", "排名"),
    "item.gpus": ("Chosen GPU count (N)", "选定卡数 (N)"),
    "item.peak_tflops": ("Peak dense TFLOPS ({precision})", "峰值稠密算力（{precision}）"),
    "item.effective_tflops": ("Effective TFLOPS per GPU", "每卡有效算力"),
    "item.efficiency": ("Scaling efficiency at N", "N 卡扩展效率"),
    "item.train_hours": ("Training hours, clean", "训练时长（无中断）"),
    "item.train_hours_expected": (
        "Training hours, expected (interruptions)",
        "训练时长（含中断损失期望）",
    ),
    "item.delivery_days": ("Delivery", "交付时间"),
    "item.memory_per_gpu": ("Memory needed per GPU at N", "N 卡时每卡显存需求"),
    "item.checkpoint_interval_used": ("Checkpoint interval used", "采用的检查点间隔"),
    # Enumerations
    "mode.on_demand": ("On-demand", "按量付费"),
    "mode.spot": ("Spot", "竞价实例"),
    "mode.reserved": ("Reserved (monthly)", "包月/包年"),
    "mode.lease": ("Machine lease", "整机租赁"),
    "mode.self_built": ("Self-built", "自建"),
    "method.pretrain": ("Pretraining", "预训练"),
    "method.full": ("Full fine-tune", "全参微调"),
    "method.lora": ("LoRA", "LoRA"),
    "method.qlora": ("QLoRA", "QLoRA"),
    "kind.storage_object": ("Object storage", "对象存储"),
    "kind.storage_file": ("File storage", "文件存储"),
    "kind.storage_block": ("Block storage", "块存储"),
    "kind.egress": ("Egress", "公网流量费"),
    "kind.public_ip": ("Public IP", "公网 IP"),
    "kind.snapshots": ("Snapshots", "快照"),
    "kind.support": ("Support / SLA", "技术支持/SLA"),
    "kind.labor": ("Labor", "人工"),
    "kind.other": ("Other", "其他"),
    "basis.fixed": ("Fixed", "固定"),
    "basis.per_gb": ("Per GB", "按 GB"),
    "basis.per_gb_month": ("Per GB-month (metered)", "按 GB·月（按量）"),
    "basis.per_job_hour": ("Per hour of the job", "按任务小时"),
    "basis.per_gpu_hour": ("Per GPU-hour", "按卡时"),
    "basis.per_month": ("Per started month", "按月（不足一月按一月）"),
    "basis.percent_of_compute": ("Percent of compute", "算力费用百分比"),
    # Units
    "unit.hours": ("h", "小时"),
    "unit.days": ("days", "天"),
    "unit.months": ("months", "月"),
    "unit.years": ("years", "年"),
    "unit.gpus": ("GPUs", "卡"),
    "unit.gb": ("GB", "GB"),
    "unit.b_params": ("billion", "十亿"),
    "unit.tokens": ("tokens", "token"),
    "unit.watts": ("W", "瓦"),
    "unit.gbps": ("GB/s", "GB/s"),
    "unit.tflops": ("TFLOPS", "TFLOPS"),
    "unit.flops": ("FLOPs", "FLOPs"),
    "unit.per_gpu_hour": ("/GPU-h", "/卡时"),
    "unit.machines": ("machines", "台"),
    "unit.per_month": ("/month", "/月"),
    "unit.gpu_hours": ("GPU-h", "卡时"),
    "unit.per_cent": ("% of compute", "% 算力费用"),
    "unit.one": ("× 1", "× 1"),
    # TCO
    "tco.line": ("Line", "项目"),
    "tco.unit": ("Unit", "单位"),
    "tco.prefix": ("Name prefix in formulas", "公式中的名称前缀"),
    "tco.hours_clean": ("Hours held, clean (training + setup)", "占用时长·无中断（训练＋准备）"),
    "tco.hours_expected": (
        "Hours held, expected (with interruption losses)",
        "占用时长·期望（含中断损失）",
    ),
    "tco.gpu_hours": ("GPU-hours (expected)", "卡时（期望）"),
    "tco.billed_hours": (
        "Billed hours per GPU (increments, minimum)",
        "每卡计费时长（按粒度、最低时长）",
    ),
    "tco.billed_months": (
        "Billed months (started, minimum term)",
        "计费月数（不足一月按一月、最短期限）",
    ),
    "tco.machines": ("Machines", "整机台数"),
    "tco.unit_price": ("Unit price (GPU-hour / GPU-month)", "单价（卡时/卡月）"),
    "tco.capex": ("Capex (GPUs + spares)", "投资额（含备件）"),
    "tco.hardware": (
        "Hardware: depreciation for the hours (or the purchase)",
        "硬件：按时长折旧（或整机购置）",
    ),
    "tco.compute": ("Compute: GPU time of the clean job", "算力费用：无中断任务的算力"),
    "tco.gpu_time_expected": ("GPU time at expected hours", "期望时长下的算力费用"),
    "tco.interruption": (
        "Interruption cost (expected − clean, at least 0)",
        "中断损失（期望 − 无中断，不小于 0）",
    ),
    "tco.fee_kind": ("Fees: {kind}", "费用：{kind}"),
    "tco.fees_total": ("Fees total", "费用合计"),
    "tco.total": ("Total cost to reach target", "训练达标成本"),
    "tco.per_billion": ("Cost per billion tokens", "每十亿 token 成本"),
    # Fee items
    "fee.name": ("Fee item", "费用项"),
    "fee.kind": ("Kind", "类别"),
    "fee.basis": ("Basis", "计费依据"),
    "fee.rate": ("Rate", "费率"),
    "fee.quantity": ("Quantity", "数量"),
    "fee.driver": ("Driver", "计费量"),
    "fee.driver_unit": ("Driver unit", "计费量单位"),
    "fee.cost": ("Cost", "费用"),
    "fee.note": ("Note", "备注"),
    "fee.none": ("The plan has no fee items.", "方案中没有费用项。"),
    "driver.fixed": ("× 1", "× 1"),
    "driver.per_gb": ("× 1 (quantity in GB)", "× 1（数量单位 GB）"),
    "driver.per_gb_month": (
        "months held (hours / hours per month)",
        "占用月数（小时 / 每月小时数）",
    ),
    "driver.per_job_hour": ("hours held", "占用小时"),
    "driver.per_gpu_hour": ("GPU-hours held", "占用卡时"),
    "driver.per_month": ("started months, at least 1", "开始的月数，至少 1"),
    "driver.percent_of_compute": (
        "(compute + interruptions) / 100",
        "（算力费用 + 中断损失）/ 100",
    ),
    # Sweep
    "sweep.n": ("GPUs (N)", "卡数 (N)"),
    "sweep.cost_block": ("Total cost to reach target", "训练达标成本"),
    "sweep.hours_block": ("Hours held (expected)", "占用时长（期望，小时）"),
    "sweep.clean_block": ("Helper: hours held, clean", "辅助：无中断占用时长"),
    "sweep.gpu_time_block": ("Helper: GPU time incl. interruptions", "辅助：含中断的算力费用"),
    "sweep.note": (
        "Only feasible GPU counts have numbers. Rows: every count 1–64, then about eight counts "
        "per doubling, plus each platform's chosen count. Costs are formulas over Assumptions; "
        "hours are computed by gpuplanner.",
        "只有可行的卡数才有数值。行：1–64 每个卡数，之后每翻一倍约取八个，外加各平台的选定卡数。"
        "成本为引用“假设”表的公式；时长为 gpuplanner 计算值。",
    ),
    "sweep.cost_chart": ("Total cost by GPU count", "不同卡数下的训练达标成本"),
    "sweep.hours_chart": ("Hours held by GPU count", "不同卡数下的占用时长"),
    "sweep.axis_gpus": ("GPUs (N)", "卡数 (N)"),
    "sweep.axis_hours": ("Hours", "小时"),
    # Memory
    "mem.component": ("Per GPU (GB)", "每卡（GB）"),
    "mem.single": ("1 GPU, unsharded", "单卡（不切分）"),
    "mem.at_n": ("{name} at {gpus} GPUs", "{name}（{gpus} 卡）"),
    "mem.weights": ("Weights", "权重"),
    "mem.gradients": ("Gradients", "梯度"),
    "mem.optimizer": ("Optimizer states", "优化器状态"),
    "mem.activations": ("Activations", "激活值"),
    "mem.reserve": ("Runtime reserve", "运行时预留"),
    "mem.total": ("Total needed", "合计需求"),
    "mem.usable": ("Usable on this GPU", "该卡可用显存"),
    "mem.fits": ("Fits", "放得下"),
    "mem.note": (
        "Computed by gpuplanner (bf16 mixed-precision AdamW is 16 bytes per parameter before "
        "sharding). Infeasible platforms show the smallest count whose memory fits, if any.",
        "gpuplanner 计算值（bf16 混合精度 AdamW 切分前每参数 16 字节）。"
        "不可行的平台显示显存放得下的最小卡数（如有）。",
    ),
    "mem.chart": ("Memory per GPU", "每卡显存"),
    # Print
    "print.footer": ("&L&A&RPage &P of &N", "&L&A&R第 &P 页，共 &N 页"),
}
assert not _TABLE.keys() & DECISION_LABELS.keys(), "a label key is defined twice"
_TABLE |= DECISION_LABELS
assert not _TABLE.keys() & FINANCE_LABELS.keys(), "a label key is defined twice"
_TABLE |= FINANCE_LABELS


class Labels:
    """Look-ups into the table for one language."""

    def __init__(self, language: str) -> None:
        self.language = messages.language(language)
        self._column = LANGUAGES.index(self.language)

    def __call__(self, key: str, **fields: object) -> str:
        text = _TABLE[key][self._column]
        return text.format(**fields) if fields else text

    def sheet(self, key: str) -> str:
        return self(f"sheet.{key}")


def all_keys() -> tuple[str, ...]:
    return tuple(_TABLE)


def entry(key: str) -> tuple[str, str]:
    return _TABLE[key]
