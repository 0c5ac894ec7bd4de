<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>GPU types</source>
        <translation>显卡型号</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Platform presets</source>
        <translation>平台预设</translation>
    </message>
    <message>
        <source>Interconnects</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Catalogs</source>
        <translation>数据目录</translation>
    </message>
    <message>
        <source>The catalogs could not be read.</source>
        <translation>无法读取目录。</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>条目数</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>核对日期</translation>
    </message>
    <message>
        <source>Prices dated</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Prices are dated, editable examples, never quotes: ask your vendors and put their figures in the plan.</source>
        <translation>价格是注明日期、可编辑的示例，绝不是报价：请向供应商询价，并把他们的数字填入方案。</translation>
    </message>
    <message>
        <source>gpuplanner is free software under the MIT license. Qt for Python is used under the GNU LGPL version 3: its libraries are separate files in the installation folder and can be replaced with your own build.</source>
        <translation>gpuplanner 是采用 MIT 许可证的自由软件。Qt for Python 按 GNU LGPL 第 3 版使用：其库文件是安装目录中的独立文件，可以替换为你自己编译的版本。</translation>
    </message>
    <message>
        <source>Licenses</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>What it really costs to train a model to target on each GPU platform, and how many GPUs to take: compute at real throughput, scaling losses, pricing modes, interruptions, fees and setup time.</source>
        <translation>在每个 GPU 平台上把模型训练达标的真实成本，以及该用多少张卡：按实际算力计算的算力费用、扩展损耗、计费方式、中断、各项费用和部署时间。</translation>
    </message>
    <message>
        <source>Qt %1 · PySide6 %2 · Python %3</source>
        <translation>Qt %1 · PySide6 %2 · Python %3</translation>
    </message>
</context>
<context>
    <name>AdjustmentSection</name>
    <message>
        <source>Billing terms</source>
        <translation>计费条款</translation>
    </message>
    <message>
        <source>A discount or a negotiated price replaces the list unit price (per GPU-hour, GPU-month, machine-month, or the capex per GPU) before billing rules; add-ons, running costs and fee items stay as typed. The markup is added last.</source>
        <translation>折扣或议定价格替换标价单价（每卡时、每卡月、每台月或每卡投资），再按计费规则计费；附加包、运行成本和费用项按输入计。加价最后计入。</translation>
    </message>
    <message>
        <source>Discount off the list unit price (0 = none).</source>
        <translation>标价单价的折扣（0 = 无）。</translation>
    </message>
    <message>
        <source>Discount:</source>
        <translation>折扣：</translation>
    </message>
    <message>
        <source>The unit price actually agreed, in the list price&apos;s unit.</source>
        <translation>实际议定的单价，单位同标价。</translation>
    </message>
    <message>
        <source>Negotiated:</source>
        <translation>议定价：</translation>
    </message>
    <message>
        <source>Price agreed:</source>
        <translation>议定价格：</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Date of the negotiated price (quote or contract).</source>
        <translation>议定价格的日期（报价或合同）。</translation>
    </message>
    <message>
        <source>Agreed on:</source>
        <translation>议定日期：</translation>
    </message>
    <message>
        <source>Where the negotiated price comes from (quote, contract).</source>
        <translation>议定价格的来源（报价、合同）。</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Internal chargeback markup on GPU time after discount plus fees.</source>
        <translation>内部结算加价：按折后算力费用加其他费用计。</translation>
    </message>
    <message>
        <source>Markup:</source>
        <translation>加价：</translation>
    </message>
    <message>
        <source>Price quoted per node-hour</source>
        <translation>按节点小时报价</translation>
    </message>
    <message>
        <source>Toggle node-hour quote</source>
        <translation>切换节点小时报价</translation>
    </message>
    <message>
        <source>The quoted price of one node for one hour.</source>
        <translation>一个节点一小时的报价。</translation>
    </message>
    <message>
        <source>Node-hour price:</source>
        <translation>节点小时单价：</translation>
    </message>
    <message>
        <source>Bill partial nodes as whole nodes</source>
        <translation>不足整节点按整节点计费</translation>
    </message>
    <message>
        <source>12 GPUs on 8-GPU nodes are billed as 16 (on-demand, spot, reserved); a self-built cluster buys 2 whole servers: capex, hosting and repairs for 16, the 4 unused GPUs powered at the idle share. A lease always rents whole machines. On a rented node the idle GPUs count in the kWh and CO₂ at the idle share, not in the bill (the provider pays the power).</source>
        <translation>8 卡节点上的 12 卡按 16 卡计费（按量、竞价、包月）；自建集群则购买 2 台整机：购置、托管和维修按 16 卡计，未用的 4 张卡按空闲功耗比例耗电。整机租赁始终按整台计费。租用节点上的空闲卡按空闲功耗比例计入耗电量和碳排放，不计入账单（电费由服务商承担）。</translation>
    </message>
    <message>
        <source>Toggle whole-node billing</source>
        <translation>切换整节点计费</translation>
    </message>
    <message>
        <source>%1 per node-hour</source>
        <translation>%1/节点时</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Applies to the list price: %1.</source>
        <translation>作用于标价：%1。</translation>
    </message>
</context>
<context>
    <name>AutoPin</name>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Automatic: gpuplanner picks this setting for every GPU count (the cheapest layout that fits). Pinned: the value beside it is used as typed.</source>
        <translation>自动：gpuplanner 为每个 GPU 数选择此设置（放得下的最便宜布局）。固定：按旁边填写的值使用。</translation>
    </message>
    <message>
        <source>Let gpuplanner choose %1</source>
        <translation>由 gpuplanner 选择%1</translation>
    </message>
    <message>
        <source>Pin %1</source>
        <translation>固定%1</translation>
    </message>
</context>
<context>
    <name>BatchSection</name>
    <message>
        <source>Batch and precision</source>
        <translation>批大小与精度</translation>
    </message>
    <message>
        <source>seq</source>
        <translation>条</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, over all GPUs.</source>
        <translation>每个优化器步的序列数（所有 GPU 合计）。</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>全局批大小：</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward pass; sets the activation memory.</source>
        <translation>每张卡每次前向传播的序列数；决定激活值显存。</translation>
    </message>
    <message>
        <source>Micro-batch:</source>
        <translation>微批大小：</translation>
    </message>
    <message>
        <source>Compute precision; picks the GPU&apos;s dense TFLOPS figure.</source>
        <translation>计算精度；据此选用显卡的稠密 TFLOPS 数据。</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>AdamW (mixed precision, 16 B/param)</source>
        <translation>AdamW（混合精度，每参数 16 字节）</translation>
    </message>
    <message>
        <source>Optimizer states take most of the memory of full training.</source>
        <translation>全参数训练中，优化器状态占显存的大头。</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>优化器：</translation>
    </message>
    <message>
        <source>Mixed: fp32 master + Adam (16 B/param)</source>
        <translation>混合精度：fp32 主权重 + Adam（16 B/参数）</translation>
    </message>
    <message>
        <source>Megatron fp32 gradients (18 B/param; with ZeRO-1: 6 + 12/d)</source>
        <translation>Megatron fp32 梯度（18 B/参数；配合 ZeRO-1：6 + 12/d）</translation>
    </message>
    <message>
        <source>Pure bf16, no fp32 master (8 B/param)</source>
        <translation>纯 bf16，无 fp32 主权重（8 B/参数）</translation>
    </message>
    <message>
        <source>How weights, gradients and optimizer states are kept. Megatron&apos;s distributed optimizer is fp32 gradients with ZeRO-1; 8-bit Adam is an optimizer choice.</source>
        <translation>权重、梯度和优化器状态的保存精度。Megatron 分布式优化器即 fp32 梯度配合 ZeRO-1；8 位 Adam 在优化器中选择。</translation>
    </message>
    <message>
        <source>Model states:</source>
        <translation>模型状态：</translation>
    </message>
    <message>
        <source>Activation recomputation trades compute for activation memory.</source>
        <translation>激活重计算以额外计算换取更少的激活值显存。</translation>
    </message>
    <message>
        <source>Recompute:</source>
        <translation>激活重计算：</translation>
    </message>
    <message>
        <source>Removes the attention-score activations (5·a·s/h).</source>
        <translation>省去注意力分数的激活值（5·a·s/h 项）。</translation>
    </message>
    <message>
        <source>Toggle FlashAttention</source>
        <translation>切换 FlashAttention</translation>
    </message>
    <message>
        <source>Fused: no fp32 logit copies</source>
        <translation>融合：不保留 logits 的 fp32 副本</translation>
    </message>
    <message>
        <source>Cross entropy on fp32 logits</source>
        <translation>在 fp32 logits 上算交叉熵</translation>
    </message>
    <message>
        <source>How the loss treats the logits (one s × vocabulary matrix a micro-batch). Fused: Megatron-Core&apos;s cross entropy, Liger&apos;s fused linear cross entropy or a loss under torch.compile keep no fp32 copies. On fp32 logits: PyTorch&apos;s cross entropy on logits upcast to fp32 (Hugging Face models, torchtitan without compile) keeps 2.5 more fp32-sized copies at the peak, gigabytes at long sequences and large vocabularies. Automatic: what the training stack does.</source>
        <translation>损失函数如何处理 logits（每个微批次一个 s × 词表大小的矩阵）。融合：Megatron-Core 的交叉熵、Liger 的融合线性交叉熵或 torch.compile 编译的损失函数不保留 fp32 副本。在 fp32 logits 上：PyTorch 对上转为 fp32 的 logits 计算交叉熵（Hugging Face 模型、未开启 compile 的 torchtitan），峰值时多保留 2.5 份 fp32 大小的副本，长序列、大词表时可达数 GB。自动：训练框架的默认做法。</translation>
    </message>
    <message>
        <source>Loss:</source>
        <translation>损失函数：</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>fp32 logits</source>
        <translation>fp32 logits</translation>
    </message>
    <message>
        <source>How FP8 tensors are scaled (Transformer Engine&apos;s recipes). Delayed: one scale a tensor from its past maxima, cast in one pass. Current: the tensor&apos;s own maximum, one more read before each cast. MXFP8: a scale for every 32 elements, applied by Blackwell&apos;s tensor cores (not on Hopper). Block-wise: DeepSeek-V3&apos;s 1×128 / 128×128 scales, which Hopper&apos;s kernels apply on CUDA cores. Automatic: what the training stack uses on each GPU generation.</source>
        <translation>FP8 张量如何缩放（Transformer Engine 的方案）。延迟缩放：每个张量一个缩放因子，取自其历史最大值，一遍完成转换。当前缩放：取张量自身的最大值，每次转换前多读一遍。MXFP8：每 32 个元素一个缩放因子，由 Blackwell 张量核心直接应用（Hopper 不支持）。分块缩放：DeepSeek-V3 的 1×128 / 128×128 缩放，Hopper 上由内核在 CUDA 核心上应用。自动：训练框架在各代 GPU 上的默认做法。</translation>
    </message>
    <message>
        <source>FP8 scaling:</source>
        <translation>FP8 缩放：</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上为%1</translation>
    </message>
    <message>
        <source>%1 elsewhere</source>
        <translation>其他 GPU 为%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Automatic: %1</source>
        <translation>自动：%1</translation>
    </message>
</context>
<context>
    <name>BillPanel</name>
    <message>
        <source>Bill line</source>
        <translation>账单明细</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Select a platform in the table to see its bill.</source>
        <translation>在表格中选择一个平台，查看它的账单。</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>%1 的结论</translation>
    </message>
    <message>
        <source>Trial and measurements (not in the cost)</source>
        <translation>试用与实测（不计入成本）</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>Purchase %1 before tax (%2 with %3 % tax); cash at order %4.</source>
        <translation>采购 %1（不含税；含 %3 % 税为 %2）；下单时付现 %4。</translation>
    </message>
    <message>
        <source>Purchase %1 before tax; cash at order %2.</source>
        <translation>采购 %1（不含税）；下单时付现 %2。</translation>
    </message>
    <message>
        <source>At %1 % utilization (busy %2 of its %3 hours): this job&apos;s share %4; cash for this job, if nothing else ever runs on it, %5.</source>
        <translation>按 %1 % 利用率（折旧期 %3 小时中繁忙 %2 小时）：本任务分摊 %4；若此后不再运行其他任务，本任务现金支出 %5。</translation>
    </message>
    <message>
        <source>Cannot run this plan.</source>
        <translation>无法运行此方案。</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>改进：%1</translation>
    </message>
    <message>
        <source>No price entered yet (“%1” is 0): ranked after every priced platform and not recommended; %2 GPU, delivered in %3 days.</source>
        <translation>尚未填写价格（“%1”为 0）：排在所有已定价平台之后，不作推荐；%2 张卡，%3 天交付。</translation>
    </message>
    <message>
        <source>No price entered yet (“%1” is 0): ranked after every priced platform and not recommended; %2 GPUs, delivered in %3 days.</source>
        <translation>尚未填写价格（“%1”为 0）：排在所有已定价平台之后，不作推荐；%2 张卡，%3 天交付。</translation>
    </message>
    <message>
        <source>The cheapest option: %1 GPU, delivered in %2 days.</source>
        <translation>最便宜的选择：%1 张卡，%2 天交付。</translation>
    </message>
    <message>
        <source>The cheapest option: %1 GPUs, delivered in %2 days.</source>
        <translation>最便宜的选择：%1 张卡，%2 天交付。</translation>
    </message>
    <message>
        <source>The cheapest option that meets the deadline and budget: %1 GPU, delivered in %2 days.</source>
        <translation>满足工期和预算的最便宜选择：%1 张卡，%2 天交付。</translation>
    </message>
    <message>
        <source>The cheapest option that meets the deadline and budget: %1 GPUs, delivered in %2 days.</source>
        <translation>满足工期和预算的最便宜选择：%1 张卡，%2 天交付。</translation>
    </message>
    <message>
        <source>%1 cheaper than %2, but ranked below it: it misses the deadline or budget (below).</source>
        <translation>比 %2 便宜 %1，但排在其后：未满足工期或预算（见下）。</translation>
    </message>
    <message>
        <source>As cheap as %1, which is ranked first.</source>
        <translation>与排名第一的 %1 一样便宜。</translation>
    </message>
    <message>
        <source>Costs %1 more than %2 (+%3 %).</source>
        <translation>比 %2 贵 %1（+%3 %）。</translation>
    </message>
    <message>
        <source>Bills 1 whole month for a %2-day job. Fix: an hourly offer, or a job long enough to use the month paid for.</source>
        <translation>%2 天的任务按 1 个整月计费。改进：选按小时计费的报价，或让任务用满所付的月份。</translation>
    </message>
    <message>
        <source>Bills %1 whole months for a %2-day job. Fix: an hourly offer, or a job long enough to use the months paid for.</source>
        <translation>%2 天的任务按 %1 个整月计费。改进：选按小时计费的报价，或让任务用满所付的月份。</translation>
    </message>
    <message>
        <source>Delivery in %1 days misses the %2-day deadline.</source>
        <translation>%1 天交付，错过 %2 天的工期。</translation>
    </message>
    <message>
        <source>%1 days of it are the procurement lead time.</source>
        <translation>其中 %1 天是采购交付周期。</translation>
    </message>
    <message>
        <source>Costs %1, over the %2 budget.</source>
        <translation>花费 %1，超出 %2 的预算。</translation>
    </message>
</context>
<context>
    <name>BillingSection</name>
    <message>
        <source>Prices or quotes dated more than this many months ago are flagged in Results, the report, the memo and the workbook.</source>
        <translation>价格或报价日期早于这么多个月的，会在结果页、报告、决策备忘录和工作簿中标出。</translation>
    </message>
    <message>
        <source>Prices older than:</source>
        <translation>价格有效月数：</translation>
    </message>
    <message>
        <source>Runs and billing month</source>
        <translation>运行次数与计费月</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>次</translation>
    </message>
    <message>
        <source>Identical runs (ablations, repeats), each billed on its own per hour.</source>
        <translation>相同任务的运行次数（消融实验、重复），按小时计费时每次单独计费。</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>运行次数：</translation>
    </message>
    <message>
        <source>730 h (8,760 ÷ 12)</source>
        <translation>730 小时（8,760 ÷ 12）</translation>
    </message>
    <message>
        <source>720 h (30 days)</source>
        <translation>720 小时（30 天）</translation>
    </message>
    <message>
        <source>Hours in a billed month: monthly plans, leases, storage.</source>
        <translation>每个计费月的小时数：包月、租赁、存储。</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>计费月：</translation>
    </message>
</context>
<context>
    <name>BreakdownChart</name>
    <message>
        <source>Cost breakdown at the chosen GPU count</source>
        <translation>所选卡数下的成本构成</translation>
    </message>
    <message>
        <source>not feasible (see warnings)</source>
        <translation>不可行（见提示）</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs</source>
        <translation>%1 · %2 卡</translation>
    </message>
    <message>
        <source>%1 · %2 GPU</source>
        <translation>%1 · %2 卡</translation>
    </message>
    <message>
        <source>Cost ÷ the cheapest&apos;s total (×)</source>
        <translation>成本 ÷ 最便宜方案的总成本（×）</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>%1× the cheapest&apos;s total</source>
        <translation>最便宜方案总成本的 %1×</translation>
    </message>
</context>
<context>
    <name>CalibrationSection</name>
    <message>
        <source>Measured run</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <source>Calibrate from a measured run</source>
        <translation>用实测运行校准</translation>
    </message>
    <message>
        <source>Run 20–50 steps on this platform and enter the step time: the MFU it implies replaces the typed MFU.</source>
        <translation>在此平台上跑 20–50 步并填入单步时间：由此推算的 MFU 将取代手填的 MFU。</translation>
    </message>
    <message>
        <source>GPUs in the measured run.</source>
        <translation>实测运行所用的卡数。</translation>
    </message>
    <message>
        <source>Measured on:</source>
        <translation>实测卡数：</translation>
    </message>
    <message>
        <source>Change measured GPUs</source>
        <translation>修改实测卡数</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>What the training log reports.</source>
        <translation>训练日志报告的指标。</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>实测值：</translation>
    </message>
    <message>
        <source>Seconds per optimizer step.</source>
        <translation>每个优化器步的秒数。</translation>
    </message>
    <message>
        <source>Step time:</source>
        <translation>单步时间：</translation>
    </message>
    <message>
        <source>Change measured step time</source>
        <translation>修改实测单步时间</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Tokens per second, all GPUs together.</source>
        <translation>每秒 token 数，所有卡合计。</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>吞吐：</translation>
    </message>
    <message>
        <source>Change measured throughput</source>
        <translation>修改实测吞吐</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>已知</translation>
    </message>
    <message>
        <source>Step time of the same global batch on one GPU: separates MFU from scaling.</source>
        <translation>同样全局批大小在单卡上的单步时间：用于区分 MFU 与扩展效率。</translation>
    </message>
    <message>
        <source>On 1 GPU:</source>
        <translation>单卡：</translation>
    </message>
    <message>
        <source>Change 1-GPU step time</source>
        <translation>修改单卡单步时间</translation>
    </message>
    <message>
        <source>Remove measured run</source>
        <translation>删除实测运行</translation>
    </message>
    <message>
        <source>Add measured run</source>
        <translation>添加实测运行</translation>
    </message>
    <message>
        <source>Change measurement unit</source>
        <translation>修改测量方式</translation>
    </message>
    <message>
        <source>Nothing measured: the MFU typed under Performance (%1) is used.</source>
        <translation>无实测数据：使用“性能”中填写的 MFU（%1）。</translation>
    </message>
    <message>
        <source>measured on one GPU</source>
        <translation>单卡实测</translation>
    </message>
    <message>
        <source>the 1-GPU run separates the two</source>
        <translation>由单卡运行区分两者</translation>
    </message>
    <message>
        <source>scaling from the measured point at this count</source>
        <translation>扩展效率取自该卡数的实测点</translation>
    </message>
    <message>
        <source>scaling from the communication model</source>
        <translation>扩展效率取自通信模型</translation>
    </message>
    <message>
        <source>Implies MFU %1 and scaling %2 at a GPU count of %3 (%4): %5 TFLOPS per GPU. This MFU replaces the one typed under Performance.</source>
        <translation>推算出在 %3 卡上 MFU 为 %1、扩展效率为 %2（%4）：每卡 %5 TFLOPS。此 MFU 取代“性能”中填写的值。</translation>
    </message>
</context>
<context>
    <name>CapitalSection</name>
    <message>
        <source>The firm&apos;s cost of capital (WACC), an effective rate a year. Cash paid for owned hardware then carries a capital charge over the job&apos;s share of its life (a loan&apos;s part carries its interest instead), and the fleet discounts at the same rate. Off: no capital charge, which favours buying.</source>
        <translation>企业的资金成本（WACC），年实际利率。设置后，自有硬件占用的资金按本任务占用的寿命份额计资金成本（贷款部分改计贷款利息），机队也按同一利率折现。不设置：不计资金成本，结果偏向自建。</translation>
    </message>
    <message>
        <source>Charge it</source>
        <translation>计入</translation>
    </message>
    <message>
        <source>WACC:</source>
        <translation>WACC：</translation>
    </message>
    <message>
        <source>Corporate income tax rate for the after-tax view: every cost but the capital charge is deductible (depreciation and interest tax shields). China: 25 %.</source>
        <translation>税后视图所用的企业所得税率：除资金成本外各项成本均可税前扣除（折旧与利息抵税）。中国：25%。</translation>
    </message>
    <message>
        <source>After-tax view</source>
        <translation>税后视图</translation>
    </message>
    <message>
        <source>Income tax:</source>
        <translation>所得税：</translation>
    </message>
</context>
<context>
    <name>CarbonSection</name>
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <source>A typed figure.</source>
        <translation>用户输入的数值。</translation>
    </message>
    <message>
        <source>Instead:</source>
        <translation>改用：</translation>
    </message>
</context>
<context>
    <name>CardShare</name>
    <message>
        <source>Card share:</source>
        <translation>显卡占比：</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>Cost by GPU count</source>
        <translation>成本与卡数</translation>
    </message>
    <message>
        <source>Time by GPU count</source>
        <translation>时间与卡数</translation>
    </message>
    <message>
        <source>Cost against time</source>
        <translation>成本与时间</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>What moves the cost</source>
        <translation>影响成本的因素</translation>
    </message>
    <message>
        <source>Logarithmic GPU and time axes</source>
        <translation>卡数与时间轴用对数刻度</translation>
    </message>
    <message>
        <source>Spread out small GPU counts and short times when the range is wide</source>
        <translation>范围很大时，拉开小卡数和短时间的间距</translation>
    </message>
    <message>
        <source>Logarithmic cost axis</source>
        <translation>成本轴用对数刻度</translation>
    </message>
    <message>
        <source>Keeps the cheaper options apart when one costs hundreds of times more</source>
        <translation>当某个方案贵出几百倍时，仍能分清较便宜的方案</translation>
    </message>
    <message>
        <source>Relative to the cheapest</source>
        <translation>相对最便宜方案</translation>
    </message>
    <message>
        <source>Each cost divided by the cheapest platform&apos;s total: 1.0 is the best offer</source>
        <translation>每项成本除以最便宜平台的总成本：1.0 即最优报价</translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Show or hide platforms in every chart</source>
        <translation>在所有图表中显示或隐藏平台</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Save the chart in view as a PNG image</source>
        <translation>将当前图表保存为 PNG 图片</translation>
    </message>
    <message>
        <source>Click a point to fix that platform&apos;s GPU count (Ctrl+Z undoes); click a legend entry to hide a platform.</source>
        <translation>点击曲线上的点可固定该平台的卡数（Ctrl+Z 撤销）；点击图例可隐藏平台。</translation>
    </message>
    <message>
        <source>Hover a bar for its platform, its total and each part; the Platforms menu hides a platform.</source>
        <translation>鼠标悬停在条形上可查看平台、总额和各部分金额；“平台”菜单可隐藏平台。</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Chart axes</source>
        <translation>图表坐标轴</translation>
    </message>
</context>
<context>
    <name>ColumnSwitch</name>
    <message>
        <source>The bill</source>
        <translation>账单</translation>
    </message>
    <message>
        <source>Hours, GPU-hours and the parts of each total.</source>
        <translation>时长、卡时和各项合计的构成。</translation>
    </message>
    <message>
        <source>Risk and stress cases</source>
        <translation>风险与压力测试</translation>
    </message>
    <message>
        <source>P10 / P50 / P90 of cost and delivery over the uncertainty ranges, and what the seeds&apos; stress cases would cost.</source>
        <translation>在不确定性范围内成本和交付时间的 P10 / P50 / P90，以及各压力情形的成本。</translation>
    </message>
    <message>
        <source>Each total against the baseline, with energy, peak power and carbon (and the totals without and with tax when the plan has taxes).</source>
        <translation>各平台总成本与基准的对比，以及能耗、峰值功率和碳排放（方案含税时另列不含税与含税总额）。</translation>
    </message>
    <message>
        <source>Deadline and budget</source>
        <translation>工期与预算</translation>
    </message>
    <message>
        <source>Per platform the GPU count that meets the deadline, the fastest within the budget and the cheapest meeting both.</source>
        <translation>每个平台满足工期的卡数、预算内最快的卡数，以及同时满足两者的最便宜卡数。</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
</context>
<context>
    <name>CostChart</name>
    <message>
        <source>Cost (× the cheapest)</source>
        <translation>相对最便宜（倍）</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>训练达标成本（%1）</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>预算 %1</translation>
    </message>
</context>
<context>
    <name>CountSection</name>
    <message>
        <source>GPU count and time</source>
        <translation>卡数与时间</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Use exactly this many GPUs. Off: the cheapest count that fits and meets the deadline.</source>
        <translation>固定使用这么多卡。不勾选：自动选择放得下且满足工期的最便宜卡数。</translation>
    </message>
    <message>
        <source>GPU count:</source>
        <translation>卡数：</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Most GPUs you can get here (quota or stock).</source>
        <translation>此处最多能拿到的卡数（配额或库存）。</translation>
    </message>
    <message>
        <source>Quota:</source>
        <translation>配额：</translation>
    </message>
    <message>
        <source>Environment and image setup, trial run: billed, not training.</source>
        <translation>环境与镜像准备、试跑：计费但不训练。</translation>
    </message>
    <message>
        <source>Setup time:</source>
        <translation>准备时间：</translation>
    </message>
    <message>
        <source>Waiting for quota or stock: delays delivery.</source>
        <translation>等待配额或库存：推迟交付。</translation>
    </message>
    <message>
        <source>Queue wait:</source>
        <translation>排队等待：</translation>
    </message>
    <message>
        <source>Ingress speed: the dataset (and a fine-tune&apos;s starting checkpoint) is uploaded at this rate. Off: not modelled.</source>
        <translation>入站速度：数据集（以及微调的初始检查点）按此速率上传。关闭：不计算。</translation>
    </message>
    <message>
        <source>Upload:</source>
        <translation>上传：</translation>
    </message>
    <message>
        <source>Egress speed: the trained checkpoint is downloaded at this rate. Off: not modelled.</source>
        <translation>出站速度：训练好的检查点按此速率下载。关闭：不计算。</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>下载：</translation>
    </message>
    <message>
        <source>The GPUs are rented (billed) during the upload and download, e.g. the data is copied onto the instance&apos;s own disk.</source>
        <translation>上传和下载期间 GPU 已租用（计费），例如数据拷贝到实例自带的磁盘上。</translation>
    </message>
    <message>
        <source>Toggle GPUs held while data moves</source>
        <translation>切换传输数据时占用 GPU</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
</context>
<context>
    <name>CurrencyDialog</name>
    <message>
        <source>Currency and exchange rates</source>
        <translation>币种与汇率</translation>
    </message>
    <message>
        <source>Three-letter ISO code, e.g. CNY, USD, EUR.</source>
        <translation>三个字母的 ISO 代码，例如 CNY、USD、EUR。</translation>
    </message>
    <message>
        <source>Rate (plan currency per unit)</source>
        <translation>汇率（每单位折合方案币种）</translation>
    </message>
    <message>
        <source>Dated</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Add rate</source>
        <translation>添加汇率</translation>
    </message>
    <message>
        <source>Remove rate</source>
        <translation>删除汇率</translation>
    </message>
    <message>
        <source>Rates convert presets priced in another currency when they are added. Prices already in the plan are not converted when the plan&apos;s currency changes.</source>
        <translation>添加以其他币种计价的预设时，按这些汇率换算。修改方案币种时，方案中已有的价格不会换算。</translation>
    </message>
    <message>
        <source>Plan currency:</source>
        <translation>方案币种：</translation>
    </message>
    <message>
        <source>Row %1: the rate “%2” is not a number.</source>
        <translation>第 %1 行：汇率“%2”不是数字。</translation>
    </message>
    <message>
        <source>Row %1: the date “%2” is not YYYY-MM-DD.</source>
        <translation>第 %1 行：日期“%2”不是 YYYY-MM-DD 格式。</translation>
    </message>
</context>
<context>
    <name>DataSection</name>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Total training tokens</source>
        <translation>训练 token 总数</translation>
    </message>
    <message>
        <source>Dataset tokens × epochs</source>
        <translation>数据集 token 数 × 轮数</translation>
    </message>
    <message>
        <source>Give the tokens to train on, or the dataset size in tokens and the number of passes over it.</source>
        <translation>填写训练的 token 总数，或填写数据集的 token 数和训练轮数。</translation>
    </message>
    <message>
        <source>Tokens given as:</source>
        <translation>token 数填写方式：</translation>
    </message>
    <message>
        <source>Tokens trained on (before epochs).</source>
        <translation>训练用的 token 数（未乘轮数）。</translation>
    </message>
    <message>
        <source>Change tokens</source>
        <translation>修改 token 数</translation>
    </message>
    <message>
        <source>Passes over the dataset.</source>
        <translation>遍历数据集的次数。</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <source>Sequence length s of one sample.</source>
        <translation>单个样本的序列长度 s。</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <source>Mean length of the samples packed into each sequence (fine-tuning data of short samples). FlashAttention attends within each sample, so attention costs by this length, not the sequence&apos;s. Not packed: one document fills a sequence.</source>
        <translation>打包进每条序列的样本的平均长度（由短样本组成的微调数据）。FlashAttention 只在每个样本内部计算注意力，因此注意力开销按此长度而非序列长度计算。不打包：一条序列只放一篇文档。</translation>
    </message>
    <message>
        <source>Not packed</source>
        <translation>不打包</translation>
    </message>
    <message>
        <source>Packed samples:</source>
        <translation>打包样本长度：</translation>
    </message>
    <message>
        <source>Size of the training data on disk; drives storage and egress fees. A new plan starts at the tokens × %1 bytes (uint32 token ids, as Megatron-LM stores them) and follows the tokens until a size is typed.</source>
        <translation>训练数据在磁盘上的大小；决定存储费与流量费。新方案按 token 数 × %1 字节（uint32 token ID，Megatron-LM 的存法）起算，在填写大小之前随 token 数变化。</translation>
    </message>
    <message>
        <source>Dataset size:</source>
        <translation>数据集大小：</translation>
    </message>
    <message>
        <source>%1 bytes per token</source>
        <translation>每 token %1 字节</translation>
    </message>
    <message>
        <source>Dataset tokens:</source>
        <translation>数据集 token 数：</translation>
    </message>
    <message>
        <source>Training tokens:</source>
        <translation>训练 token 数：</translation>
    </message>
    <message>
        <source>Give total training tokens</source>
        <translation>直接填写训练 token 总数</translation>
    </message>
</context>
<context>
    <name>DemandEditor</name>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>恒定</translation>
    </message>
    <message>
        <source>Linear ramp</source>
        <translation>线性增长</translation>
    </message>
    <message>
        <source>Month table</source>
        <translation>逐月表格</translation>
    </message>
    <message>
        <source>Constant: the same GPU-hours every month. Linear ramp: from the first month&apos;s figure to the last month&apos;s. Month table: one figure per month, typed or pasted from a spreadsheet.</source>
        <translation>恒定：每月卡时相同。线性增长：从首月数值线性变化到末月数值。逐月表格：每月一个数值，可手填或从电子表格粘贴。</translation>
    </message>
    <message>
        <source>Given as:</source>
        <translation>填写方式：</translation>
    </message>
    <message>
        <source>GPU-hours the team needs a month.</source>
        <translation>团队每月需要的卡时。</translation>
    </message>
    <message>
        <source>Change monthly demand</source>
        <translation>修改每月需求</translation>
    </message>
    <message>
        <source>Each month:</source>
        <translation>每月：</translation>
    </message>
    <message>
        <source>GPU-hours in the last month of the ramp.</source>
        <translation>增长期最后一个月的卡时。</translation>
    </message>
    <message>
        <source>Change the ramp&apos;s last month</source>
        <translation>修改增长期末月</translation>
    </message>
    <message>
        <source>Last month:</source>
        <translation>末月：</translation>
    </message>
    <message>
        <source>Paste at Selected Month</source>
        <translation>从所选月份粘贴</translation>
    </message>
    <message>
        <source>Paste a column copied from a spreadsheet, starting at the selected month (Ctrl+V in the table). Months past the horizon lengthen it.</source>
        <translation>从所选月份开始粘贴从电子表格复制的一列（在表格中按 Ctrl+V）。超出规划期的月份会延长规划期。</translation>
    </message>
    <message>
        <source>Paste as Whole Demand</source>
        <translation>粘贴为全部需求</translation>
    </message>
    <message>
        <source>Use the copied column as the demand, one month a figure; the horizon follows.</source>
        <translation>将复制的一列作为需求，每个数值对应一个月；规划期随之调整。</translation>
    </message>
    <message>
        <source>GPU-hours per month. In month-table mode, type over a figure or paste a spreadsheet column with Ctrl+V.</source>
        <translation>每月卡时。逐月表格模式下，可直接改写数值，或用 Ctrl+V 粘贴电子表格中的一列。</translation>
    </message>
    <message>
        <source>Paste Column Here</source>
        <translation>在此粘贴一列</translation>
    </message>
    <message>
        <source>The GPU-hours of each month</source>
        <translation>每个月的卡时</translation>
    </message>
    <message>
        <source>First month:</source>
        <translation>首月：</translation>
    </message>
    <message>
        <source>%1 GPU-hours over %2 months; peak month %3 GPU-hours (%4 GPUs busy).</source>
        <translation>%2 个月共 %1 卡时；峰值月 %3 卡时（%4 张卡满负荷）。</translation>
    </message>
    <message>
        <source>Change the demand mode</source>
        <translation>修改需求填写方式</translation>
    </message>
    <message>
        <source>Paste %1 months of demand</source>
        <translation>粘贴 %1 个月的需求</translation>
    </message>
    <message>
        <source>%1 figures past month %2 were left out (the longest horizon).</source>
        <translation>第 %2 个月之后的 %1 个数值未采用（已达最长规划期）。</translation>
    </message>
    <message>
        <source>Paste %1 months as the demand</source>
        <translation>将 %1 个月粘贴为需求</translation>
    </message>
</context>
<context>
    <name>DemandTableModel</name>
    <message>
        <source>Month %1</source>
        <translation>第 %1 月</translation>
    </message>
    <message>
        <source>Month %1: not a number</source>
        <translation>第 %1 月：不是数字</translation>
    </message>
    <message>
        <source>Month %1: must be at least 0</source>
        <translation>第 %1 月：不能小于 0</translation>
    </message>
    <message>
        <source>Change demand of month %1</source>
        <translation>修改第 %1 月的需求</translation>
    </message>
</context>
<context>
    <name>DerivedPanel</name>
    <message>
        <source>Work</source>
        <translation>计算量</translation>
    </message>
    <message>
        <source>Training tokens:</source>
        <translation>训练 token 数：</translation>
    </message>
    <message>
        <source>FLOPs per token:</source>
        <translation>每 token 的 FLOPs：</translation>
    </message>
    <message>
        <source>Total FLOPs:</source>
        <translation>总 FLOPs：</translation>
    </message>
    <message>
        <source>Optimizer steps:</source>
        <translation>优化器步数：</translation>
    </message>
    <message>
        <source>Memory per GPU (on 1 GPU)</source>
        <translation>每卡显存（仅用 1 卡）</translation>
    </message>
    <message>
        <source>ZeRO/FSDP sharding divides the model states by the data-parallel GPUs, so the need per GPU falls as GPUs are added.</source>
        <translation>ZeRO/FSDP 将模型状态切分到数据并行的各卡上，所以卡越多，每卡所需显存越少。</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>Gradients:</source>
        <translation>梯度：</translation>
    </message>
    <message>
        <source>Optimizer states:</source>
        <translation>优化器状态：</translation>
    </message>
    <message>
        <source>Activations:</source>
        <translation>激活值：</translation>
    </message>
    <message>
        <source>Runtime reserve:</source>
        <translation>运行时预留：</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>合计：</translation>
    </message>
    <message>
        <source>Smallest GPU count that fits</source>
        <translation>放得下的最少卡数</translation>
    </message>
    <message>
        <source>Min GPUs</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>not within %1 GPUs</source>
        <translation>%1 卡以内放不下</translation>
    </message>
</context>
<context>
    <name>DocumentLifecycle</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1

Details: %2</source>
        <translation>%1

详细信息（英文原文）：%2</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>The plan of the last session could not be opened; the example plan is open instead.

%1</source>
        <translation>无法打开上次会话的方案，已改为打开示例方案。

%1</translation>
    </message>
    <message>
        <source>The plan could not be opened.

%1</source>
        <translation>无法打开该方案。

%1</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <source>The plan was not saved.

%1</source>
        <translation>方案未保存。

%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export to Excel</source>
        <translation>导出到 Excel</translation>
    </message>
    <message>
        <source>Excel export is not available in this build of gpuplanner.</source>
        <translation>此版本的 gpuplanner 不支持导出 Excel。</translation>
    </message>
    <message>
        <source>The workbook was not written.

%1</source>
        <translation>未写入工作簿。

%1</translation>
    </message>
    <message>
        <source>That is this plan&apos;s own file. Choose another name for the workbook.</source>
        <translation>这是本方案自己的文件，请为工作簿另选一个文件名。</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……另有 %1 条</translation>
    </message>
    <message>
        <source>Your catalog</source>
        <translation>你的目录</translation>
    </message>
    <message>
        <source>Some entries of your own catalog cannot be used and are left out until the file is fixed or moved; the bundled catalog is used for them:

%1</source>
        <translation>你自己目录中的部分条目无法使用，在修复或移走该文件之前将被略过；这些条目改用内置目录：

%1</translation>
    </message>
    <message>
        <source>Plan already open</source>
        <translation>方案已打开</translation>
    </message>
    <message>
        <source>“%1” is already open in another gpuplanner window. Edit it in one window only: a save here is checked against the file, and you are asked before anything the other window saved is overwritten.</source>
        <translation>“%1”已在另一个 gpuplanner 窗口中打开。请只在一个窗口中编辑：这里保存时会先核对文件，覆盖另一个窗口已保存的内容之前会征求你的确认。</translation>
    </message>
    <message>
        <source>Reloaded %1 as it is on disk</source>
        <translation>已按磁盘上的内容重新载入 %1</translation>
    </message>
    <message>
        <source>An internal error stopped the export (%1). No file was written.</source>
        <translation>内部错误导致导出中止（%1），未写入任何文件。</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Recovered unsaved changes</source>
        <translation>已恢复未保存的修改</translation>
    </message>
    <message>
        <source>They were moved to %1.</source>
        <translation>它们已移至 %1。</translation>
    </message>
    <message>
        <source>Recovery files set aside</source>
        <translation>已移走的恢复文件</translation>
    </message>
    <message>
        <source>These recovery files cannot be restored and were set aside. %1

%2</source>
        <translation>以下恢复文件无法恢复，已移到一旁。%1

%2</translation>
    </message>
</context>
<context>
    <name>EnergySection</name>
    <message>
        <source>Power and carbon</source>
        <translation>功耗与碳排放</translation>
    </message>
    <message>
        <source>W/GPU</source>
        <translation>瓦/卡</translation>
    </message>
    <message>
        <source>The GPU&apos;s power; unset: the catalog TDP.</source>
        <translation>GPU 功耗；不设置时用目录中的 TDP。</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>GPU power:</source>
        <translation>GPU 功耗：</translation>
    </message>
    <message>
        <source>Host CPUs, NICs, fans on top of the GPUs (about 1.3).</source>
        <translation>GPU 之外的主机 CPU、网卡、风扇（约 1.3）。</translation>
    </message>
    <message>
        <source>Server overhead:</source>
        <translation>服务器开销：</translation>
    </message>
    <message>
        <source>Data-centre overhead; unset: 1.1.</source>
        <translation>数据中心能耗系数；不设置时为 1.1。</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>PUE:</source>
        <translation>PUE：</translation>
    </message>
    <message>
        <source>Average draw while training.</source>
        <translation>训练时的平均功耗比例。</translation>
    </message>
    <message>
        <source>Load factor:</source>
        <translation>负载系数：</translation>
    </message>
    <message>
        <source>Draw while held but not training (setup).</source>
        <translation>占用但未训练（准备期）时的功耗比例。</translation>
    </message>
    <message>
        <source>Idle draw:</source>
        <translation>空闲功耗：</translation>
    </message>
    <message>
        <source>This platform&apos;s grid; unset: the plan&apos;s.</source>
        <translation>本平台所在电网；不设置时用方案的。</translation>
    </message>
    <message>
        <source>Own grid</source>
        <translation>单独电网</translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation>电网：</translation>
    </message>
    <message>
        <source>%1 kWh, peak %2 kW, %3 t CO₂ at the chosen GPU count.</source>
        <translation>所选卡数下耗电 %1 kWh，峰值 %2 kW，碳排放 %3 t CO₂。</translation>
    </message>
</context>
<context>
    <name>FeeTableModel</name>
    <message>
        <source>Cost at chosen N</source>
        <translation>所选卡数下的费用</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>%1 / GB</source>
        <translation>%1 / GB</translation>
    </message>
    <message>
        <source>%1 / GB·month</source>
        <translation>%1 / GB·月</translation>
    </message>
    <message>
        <source>%1 / h</source>
        <translation>%1 / 小时</translation>
    </message>
    <message>
        <source>%1 / GPU-h</source>
        <translation>%1 / 卡时</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / 月</translation>
    </message>
    <message>
        <source>Edit fee item</source>
        <translation>编辑费用项</translation>
    </message>
</context>
<context>
    <name>FeesTab</name>
    <message>
        <source>Whose fee items to show.</source>
        <translation>显示哪个平台的费用项。</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation>添加费用项</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Add the usual items…</source>
        <translation>添加常见费用项…</translation>
    </message>
    <message>
        <source>Storage, egress, public IP, snapshots, support and labor lines, with rate 0 to fill in and quantities from the workload, on the platforms you check; kinds a platform already has are skipped. One undo step.</source>
        <translation>为勾选的平台添加存储、公网流量、公网 IP、快照、技术支持和人工各一行：单价为 0 待填写，数量取自训练任务；平台已有的类别会跳过。一步即可撤销。</translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation>复制到…</translation>
    </message>
    <message>
        <source>Put the selected item on the platforms you check; an item of the same name there is replaced, so copying again after an edit updates them all.</source>
        <translation>把所选费用项放到勾选的平台；那里同名的项会被替换，因此修改后再复制一次即可全部更新。</translation>
    </message>
    <message>
        <source>Edit on several platforms…</source>
        <translation>在多个平台上编辑…</translation>
    </message>
    <message>
        <source>Change one field (rate, quantity, basis, kind or note) of the selected item on every platform that has an item of the same name, in one undo step.</source>
        <translation>在所有有同名费用项的平台上，一步修改所选费用项的一个字段（单价、数量、计费依据、类别或备注），一次即可撤销。</translation>
    </message>
    <message>
        <source>Double-click a cell to edit. Basis: how the fee scales — fixed; per GB; per GB-month (× job months); per job hour; per GPU-hour; per started month; or a percentage of the GPU time after any discount (discounted compute plus interruption losses).</source>
        <translation>双击单元格可编辑。计费依据：费用如何随规模变化——固定金额；按 GB；按 GB·月（× 任务月数）；按任务小时；按卡时；按月（不足一月按一月）；或折扣后 GPU 时间费用（折后算力费用加中断损失）的百分比。</translation>
    </message>
    <message>
        <source>Add the usual items</source>
        <translation>添加常见费用项</translation>
    </message>
    <message>
        <source>%1 — has them all</source>
        <translation>%1 — 已全部具备</translation>
    </message>
    <message>
        <source>%1 — 1 item to add</source>
        <translation>%1 — 将添加 1 项</translation>
    </message>
    <message>
        <source>%1 — %2 items to add</source>
        <translation>%1 — 将添加 %2 项</translation>
    </message>
    <message>
        <source>%1 — this platform</source>
        <translation>%1 — 当前平台</translation>
    </message>
    <message>
        <source>Copy “%1” to…</source>
        <translation>把“%1”复制到…</translation>
    </message>
    <message>
        <source>Copy %1 to other platforms</source>
        <translation>把 %1 复制到其他平台</translation>
    </message>
    <message>
        <source>Platform:</source>
        <translation>平台：</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>新费用项</translation>
    </message>
    <message>
        <source>Add fee item</source>
        <translation>添加费用项</translation>
    </message>
    <message>
        <source>Duplicate fee item</source>
        <translation>复制费用项</translation>
    </message>
    <message>
        <source>Remove fee item</source>
        <translation>删除费用项</translation>
    </message>
    <message>
        <source>The usual items are all there already.</source>
        <translation>常见费用项都已存在。</translation>
    </message>
    <message>
        <source>Add the usual fee lines to the checked platforms, in one step. Rates start at 0 for you to fill in; each platform keeps the kinds it has.</source>
        <translation>一步为勾选的平台添加常见费用行。单价从 0 开始，待您填写；各平台已有的类别保持不变。</translation>
    </message>
    <message>
        <source>Add the usual fee items</source>
        <translation>添加常见费用项</translation>
    </message>
    <message>
        <source>%1 — has one of this name (replaced)</source>
        <translation>%1 — 已有同名项（将被替换）</translation>
    </message>
    <message>
        <source>Put a copy of “%1” on the checked platforms, in one step; an item of the same name there is replaced.</source>
        <translation>一步把“%1”复制到勾选的平台；那里同名的项会被替换。</translation>
    </message>
    <message>
        <source>This platform cannot run the job; no fees computed.</source>
        <translation>该平台无法运行此任务，未计算费用。</translation>
    </message>
    <message>
        <source>Fees on %1 GPU: %2 (compute %3)</source>
        <translation>%1 卡上的其他费用：%2（算力费用 %3）</translation>
    </message>
    <message>
        <source>Fees on %1 GPUs: %2 (compute %3)</source>
        <translation>%1 卡上的其他费用：%2（算力费用 %3）</translation>
    </message>
</context>
<context>
    <name>FinancePanel</name>
    <message>
        <source>Against the baseline; energy and carbon</source>
        <translation>对比基准；能耗与碳排放</translation>
    </message>
    <message>
        <source>The platform every total is compared with (default: the cheapest).</source>
        <translation>所有合计与之对比的平台（默认：最便宜的）。</translation>
    </message>
    <message>
        <source>× baseline</source>
        <translation>× 基准</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>差额</translation>
    </message>
    <message>
        <source>Peak (kW)</source>
        <translation>峰值（kW）</translation>
    </message>
    <message>
        <source>Without tax</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>With tax</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>基准：</translation>
    </message>
    <message>
        <source>The cheapest</source>
        <translation>最便宜的</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>No platform can run this plan.</source>
        <translation>没有平台能运行此方案。</translation>
    </message>
    <message>
        <source>Baseline: %1.</source>
        <translation>基准：%1。</translation>
    </message>
    <message>
        <source>Baseline replaced by the cheapest, %1: the plan&apos;s baseline %2 cannot run this job.</source>
        <translation>基准已改为最便宜的 %1：方案指定的基准 %2 无法运行此任务。</translation>
    </message>
    <message>
        <source>Baseline replaced by the cheapest, %1: the plan&apos;s baseline %2 is not a platform of this plan.</source>
        <translation>基准已改为最便宜的 %1：方案指定的基准 %2 不是本方案的平台。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 vs the baseline: %2 (sums to %3).</source>
        <translation>%1 对比基准：%2（合计 %3）。</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>与 %1 对比</translation>
    </message>
</context>
<context>
    <name>FinancingRows</name>
    <message>
        <source>Financed by a loan or finance lease</source>
        <translation>以贷款或融资租赁融资</translation>
    </message>
    <message>
        <source>A down payment at order, monthly payments (interest apart) and a balloon.</source>
        <translation>下单时付首付，之后按月还款（利息单列），最后付尾款。</translation>
    </message>
    <message>
        <source>Financing:</source>
        <translation>融资方式：</translation>
    </message>
    <message>
        <source>Down payment, a share of the capex.</source>
        <translation>首付，占投资的比例。</translation>
    </message>
    <message>
        <source>Down payment:</source>
        <translation>首付：</translation>
    </message>
    <message>
        <source>Nominal APR, compounded monthly.</source>
        <translation>名义年利率，按月复利。</translation>
    </message>
    <message>
        <source>Interest rate:</source>
        <translation>利率：</translation>
    </message>
    <message>
        <source>Number of monthly payments.</source>
        <translation>按月还款的期数。</translation>
    </message>
    <message>
        <source>Term:</source>
        <translation>期限：</translation>
    </message>
    <message>
        <source>Balloon or lease residual with the last payment, of capex.</source>
        <translation>随最后一期支付的尾款或租赁残值，占投资的比例。</translation>
    </message>
    <message>
        <source>Balloon / residual:</source>
        <translation>尾款/残值：</translation>
    </message>
    <message>
        <source>Payments in advance (lease)</source>
        <translation>期初付款（租赁）</translation>
    </message>
    <message>
        <source>Finance the cluster</source>
        <translation>为集群融资</translation>
    </message>
    <message>
        <source>Remove the financing</source>
        <translation>取消融资</translation>
    </message>
    <message>
        <source>Toggle payments in advance</source>
        <translation>切换期初付款</translation>
    </message>
</context>
<context>
    <name>FinancingSection</name>
    <message>
        <source>Financing (self-built)</source>
        <translation>融资（自建）</translation>
    </message>
</context>
<context>
    <name>FleetChart</name>
    <message>
        <source>Cumulative cost by month</source>
        <translation>逐月累计成本</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Self-built catches up</source>
        <translation>自建追平</translation>
    </message>
    <message>
        <source>Self-built catches up with on-demand: month %1</source>
        <translation>自建追平按量付费：第 %1 个月</translation>
    </message>
    <message>
        <source>%1
Month %2: %3 so far</source>
        <translation>%1
第 %2 个月：累计 %3</translation>
    </message>
</context>
<context>
    <name>FleetTab</name>
    <message>
        <source>This plan has a fleet plan</source>
        <translation>此方案包含长期算力规划</translation>
    </message>
    <message>
        <source>A fleet plan compares renting, reserving, spot, leasing and building your own cluster for the team&apos;s GPU-hours month after month. Off removes it (undoable).</source>
        <translation>长期算力规划针对团队逐月的卡时需求，比较按量租用、包月、竞价实例、整机租赁和自建集群。取消勾选即删除（可撤销）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;A fleet plan answers the team&apos;s monthly question: for the GPU-hours it needs month after month, should it rent on demand, take a monthly plan, run on spot, lease whole machines, build its own cluster, or mix them?&lt;/p&gt;&lt;p&gt;Tick &lt;b&gt;This plan has a fleet plan&lt;/b&gt; to start from 3,000 GPU-hours a month for 24 months at the on-demand price of the first platform billed by the hour, then add the strategies to compare.&lt;/p&gt;</source>
        <translation>&lt;p&gt;长期算力规划回答团队每月面对的问题：对于逐月需要的卡时，应当按量付费租用、包月、用竞价实例、整机租赁、自建集群，还是组合使用？&lt;/p&gt;&lt;p&gt;勾选&lt;b&gt;此方案包含长期算力规划&lt;/b&gt;，将以每月 3,000 卡时、24 个月、第一个按小时计费平台的按量价格作为起点，然后添加要比较的策略。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Self-built vs renting</source>
        <translation>自建与租用对比</translation>
    </message>
    <message>
        <source>Monthly costs</source>
        <translation>每月成本</translation>
    </message>
    <message>
        <source>Compare the self-built strategy to see this.</source>
        <translation>比较自建策略后可在此查看。</translation>
    </message>
    <message>
        <source>Add a fleet plan</source>
        <translation>添加长期算力规划</translation>
    </message>
    <message>
        <source>Remove the fleet plan</source>
        <translation>删除长期算力规划</translation>
    </message>
</context>
<context>
    <name>GeneralSection</name>
    <message>
        <source>A unique name for this candidate.</source>
        <translation>此候选平台的唯一名称。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Image quality, start-up, risks: anything worth keeping.</source>
        <translation>镜像质量、启动情况、风险：任何值得记下的内容。</translation>
    </message>
    <message>
        <source>GPU type:</source>
        <translation>显卡型号：</translation>
    </message>
    <message>
        <source>How far ahead to compare; a month table keeps its months and repeats the last.</source>
        <translation>比较的时间跨度；逐月表格保留已有月份，并重复最后一个月。</translation>
    </message>
    <message>
        <source>Change the fleet horizon</source>
        <translation>修改规划期</translation>
    </message>
    <message>
        <source>Horizon:</source>
        <translation>规划期：</translation>
    </message>
    <message>
        <source>Hours in a month: one GPU gives this many GPU-hours a month. 730 = 8,760 h / 12, the cloud billing convention; 720 = 30 days; 744 = 31 days.</source>
        <translation>每月小时数：一张卡每月提供的卡时。730 = 8,760 小时 / 12，云计费惯例；720 = 30 天；744 = 31 天。</translation>
    </message>
    <message>
        <source>Hours per month:</source>
        <translation>每月小时数：</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>Annual rate for present values (NPV): the cost of capital. With a WACC set in the Workload tab the fleet discounts at it (greyed out here).</source>
        <translation>计算现值（NPV）所用的年利率，即资金成本。在“训练任务”页设置 WACC 后，机队按该利率折现（此处变灰）。</translation>
    </message>
    <message>
        <source>Discount rate:</source>
        <translation>折现率：</translation>
    </message>
    <message>
        <source>Where the figures come from, what was assumed.</source>
        <translation>数据来源与所作假设。</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Rate is:</source>
        <translation>利率口径：</translation>
    </message>
    <message>
        <source>effective annual</source>
        <translation>实际年利率</translation>
    </message>
    <message>
        <source>nominal APR, compounded monthly</source>
        <translation>名义年利率，按月复利</translation>
    </message>
    <message>
        <source>Discount by:</source>
        <translation>折现周期：</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>annually</source>
        <translation>按年</translation>
    </message>
    <message>
        <source>Flows paid:</source>
        <translation>现金流支付：</translation>
    </message>
    <message>
        <source>in advance (period start)</source>
        <translation>期初（预付）</translation>
    </message>
    <message>
        <source>in arrears (period end)</source>
        <translation>期末（后付）</translation>
    </message>
    <message>
        <source>Owed after horizon:</source>
        <translation>期末后的应付款：</translation>
    </message>
    <message>
        <source>one sum at the horizon&apos;s end</source>
        <translation>在期末一次性折现</translation>
    </message>
    <message>
        <source>month by month as it falls due</source>
        <translation>按到期月份逐月折现</translation>
    </message>
    <message>
        <source>The GPU the team rents or would buy: from the catalog, or type any name.</source>
        <translation>团队租用或打算购买的显卡：从目录选择，或输入任意名称。</translation>
    </message>
    <message>
        <source>Fleet GPU %1</source>
        <translation>规划显卡 %1</translation>
    </message>
    <message>
        <source>Change the fleet GPU</source>
        <translation>修改规划显卡</translation>
    </message>
    <message>
        <source>Prices as of:</source>
        <translation>价格日期：</translation>
    </message>
    <message>
        <source>not dated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>%1, entered by the user</source>
        <translation>%1，用户输入</translation>
    </message>
    <message>
        <source> (started from preset %1)</source>
        <translation>（起始于预设 %1）</translation>
    </message>
    <message>
        <source> (preset %1)</source>
        <translation>（预设 %1）</translation>
    </message>
    <message>
        <source>Catalog preset id: %1</source>
        <translation>目录预设 ID：%1</translation>
    </message>
    <message>
        <source> · quote valid until %1</source>
        <translation> · 报价有效期至 %1</translation>
    </message>
    <message>
        <source> · quote from %1, valid until %2</source>
        <translation> · %1 的报价，有效期至 %2</translation>
    </message>
</context>
<context>
    <name>GoalsSection</name>
    <message>
        <source>Goals</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>On</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Latest acceptable delivery, counted from now (queue, lead time and setup included).</source>
        <translation>可接受的最晚交付时间，从现在算起（含排队、采购周期和准备时间）。</translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation>工期：</translation>
    </message>
    <message>
        <source>Most the job may cost.</source>
        <translation>此任务最多可花费的金额。</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>预算：</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>GpuSection</name>
    <message>
        <source>The card, from the GPU catalog (dense datasheet figures).</source>
        <translation>从显卡目录中选择（使用数据手册的稠密算力）。</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>显卡：</translation>
    </message>
    <message>
        <source>Datasheet memory:</source>
        <translation>标称显存：</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Memory a job can really use when the GPU is shared or oversold.</source>
        <translation>显卡被共享或超售时，任务实际可用的显存。</translation>
    </message>
    <message>
        <source>Usable memory:</source>
        <translation>可用显存：</translation>
    </message>
    <message>
        <source>Dense tensor TFLOPS for this precision (never the sparse headline). Off: the GPU lacks this precision. Edits apply to this platform only.</source>
        <translation>该精度下的稠密张量 TFLOPS（不要用稀疏宣传值）。不勾选：该卡不支持此精度。修改只影响此平台。</translation>
    </message>
    <message>
        <source>Has</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>%1 peak:</source>
        <translation>%1 峰值：</translation>
    </message>
    <message>
        <source>Why its MFU prior: %1</source>
        <translation>MFU 先验值的依据：%1</translation>
    </message>
    <message>
        <source>Price basis: %1</source>
        <translation>价格依据：%1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>Choose GPU %1</source>
        <translation>选择显卡 %1</translation>
    </message>
    <message>
        <source>MFU %1 → %2</source>
        <translation>MFU %1 → %2</translation>
    </message>
    <message>
        <source>in-node link %1 → %2 GB/s</source>
        <translation>节点内互联 %1 → %2 GB/s</translation>
    </message>
    <message>
        <source>usable-memory override dropped</source>
        <translation>已取消可用显存覆盖值</translation>
    </message>
    <message>
        <source>%1 available</source>
        <translation>支持 %1</translation>
    </message>
    <message>
        <source>no %1: falls back to a slower precision</source>
        <translation>不支持 %1：退回较慢的精度</translation>
    </message>
    <message>
        <source>With the %1: %2 (Undo reverts all).</source>
        <translation>换用 %1：%2（撤销可全部还原）。</translation>
    </message>
</context>
<context>
    <name>HybridSection</name>
    <message>
        <source>The reserved base covers this percentile of the monthly demand (after the spot share); months above it buy the rest on demand.</source>
        <translation>包月基础量覆盖每月需求（扣除竞价份额后）的这一百分位；超出的月份其余部分按量购买。</translation>
    </message>
    <message>
        <source>Reserved base:</source>
        <translation>包月基础量：</translation>
    </message>
    <message>
        <source>Share of every month&apos;s GPU-hours run on spot.</source>
        <translation>每月卡时中使用竞价实例的比例。</translation>
    </message>
    <message>
        <source>Spot share:</source>
        <translation>竞价份额：</translation>
    </message>
    <message>
        <source>Turn on Spot above to give the hybrid a spot share.</source>
        <translation>先在上方启用竞价实例，混合策略才能使用竞价份额。</translation>
    </message>
    <message>
        <source>Priced with the reserved block&apos;s price and term and the spot price.</source>
        <translation>按包月部分的价格与期限以及竞价价格计价。</translation>
    </message>
</context>
<context>
    <name>InterconnectSection</name>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>GPUs in one node, the scale-up (NVLink) domain: 8 in an HGX server, 72 in an NVL72 rack. Tensor and context parallelism stay within it, at the bandwidth inside a node.</source>
        <translation>一个节点中的卡数，即节点内高速互联（NVLink）连接的卡数：HGX 服务器为 8，NVL72 机柜为 72。张量并行和上下文并行都限于其中，按节点内带宽计算。</translation>
    </message>
    <message>
        <source>Per node:</source>
        <translation>每节点：</translation>
    </message>
    <message>
        <source>GPU counts are multiples of a node, unless partial nodes are billed as whole nodes (Billing terms): then 12 GPUs on 8-GPU nodes run and 16 are billed.</source>
        <translation>卡数须为整节点的倍数；若在“计费条款”中选择不足整节点按整节点计费，则可用 12 卡（每节点 8 卡）运行，按 16 卡计费。</translation>
    </message>
    <message>
        <source>Toggle whole nodes</source>
        <translation>切换整机</translation>
    </message>
    <message>
        <source>Inside a node:</source>
        <translation>节点内：</translation>
    </message>
    <message>
        <source>Bandwidth:</source>
        <translation>带宽：</translation>
    </message>
    <message>
        <source>Effective all-reduce bus bandwidth between GPUs of one machine (NVLink, PCIe) — measured, not the link&apos;s peak.</source>
        <translation>同一台机器内各卡之间的有效 all-reduce 总线带宽（NVLink、PCIe）——填实测值，不是链路峰值。</translation>
    </message>
    <message>
        <source>Between nodes:</source>
        <translation>节点间：</translation>
    </message>
    <message>
        <source>Effective bandwidth of one network adapter (InfiniBand, RoCE, Ethernet). A multi-node all-reduce runs at the node&apos;s aggregate: this × the adapters per node (a preset sets both; without one, one adapter per GPU).</source>
        <translation>单块网卡的实测有效带宽（InfiniBand、RoCE、以太网）。跨节点 all-reduce 按整机网络总带宽运行：此值 × 每节点网卡数（选用预设时两者一并设置；未设置时按每卡一块网卡计）。</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Change bandwidth</source>
        <translation>修改带宽</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>设定</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>块网卡</translation>
    </message>
    <message>
        <source>Network adapters per node; the inter-node bus bandwidth is the bandwidth above × this. Off: one adapter per GPU.</source>
        <translation>每节点网卡数；节点间总线带宽 = 上面的带宽 × 此数。关闭：每块 GPU 一块网卡。</translation>
    </message>
    <message>
        <source>Adapters per node:</source>
        <translation>每节点网卡数：</translation>
    </message>
    <message>
        <source>Choose link %1</source>
        <translation>选择链路 %1</translation>
    </message>
</context>
<context>
    <name>InterruptionSection</name>
    <message>
        <source>Interruptions and checkpoints</source>
        <translation>中断与检查点</translation>
    </message>
    <message>
        <source>per 1,000 GPU-h</source>
        <translation>次/千卡时</translation>
    </message>
    <message>
        <source>Spot reclaims and hardware failures, per 1,000 GPU-hours.</source>
        <translation>竞价实例回收和硬件故障次数，每 1,000 卡时。</translation>
    </message>
    <message>
        <source>Interruption rate:</source>
        <translation>中断率：</translation>
    </message>
    <message>
        <source>Write checkpoints</source>
        <translation>保存检查点</translation>
    </message>
    <message>
        <source>Without checkpoints an interruption restarts the job from the beginning.</source>
        <translation>不保存检查点时，一次中断就要从头重跑。</translation>
    </message>
    <message>
        <source>Toggle checkpoints</source>
        <translation>切换检查点</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Hours between checkpoints. Off: Young&apos;s optimum √(2C/(Nλ)).</source>
        <translation>两次检查点之间的小时数。不勾选：使用 Young 最优间隔 √(2C/(Nλ))。</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>间隔：</translation>
    </message>
    <message>
        <source>Time to write one checkpoint.</source>
        <translation>写一次检查点的用时。</translation>
    </message>
    <message>
        <source>Checkpoint write:</source>
        <translation>写检查点：</translation>
    </message>
    <message>
        <source>Time to restart after an interruption.</source>
        <translation>中断后重启（断点续训）的用时。</translation>
    </message>
    <message>
        <source>Restart:</source>
        <translation>重启：</translation>
    </message>
    <message>
        <source>Automatic: every %1 on %2 GPUs</source>
        <translation>自动：%2 卡上每 %1 一次</translation>
    </message>
    <message>
        <source>Automatic: no interruptions expected</source>
        <translation>自动：预计不会中断</translation>
    </message>
</context>
<context>
    <name>JointEditDialog</name>
    <message>
        <source>Edit “%1” on several platforms</source>
        <translation>在多个平台上编辑“%1”</translation>
    </message>
    <message>
        <source>Sets one field of this item on each checked platform that has an item of the same name, in one step (one undo). A value any of them refuses changes none of them.</source>
        <translation>在每个勾选的、有同名费用项的平台上一步设置此项的一个字段（一次撤销）。任一平台不接受的值不会改动任何平台。</translation>
    </message>
    <message>
        <source>Item:</source>
        <translation>费用项：</translation>
    </message>
    <message>
        <source>Field:</source>
        <translation>字段：</translation>
    </message>
    <message>
        <source>New value:</source>
        <translation>新值：</translation>
    </message>
    <message>
        <source>Platforms:</source>
        <translation>平台：</translation>
    </message>
    <message>
        <source>A percentage: 5 means 5 % of (discounted compute + interruptions).</source>
        <translation>百分比：5 表示（折后算力费用 + 中断损失）的 5 %。</translation>
    </message>
    <message>
        <source>In %1, %2 (this platform&apos;s basis).</source>
        <translation>单位 %1，%2（当前平台的计费依据）。</translation>
    </message>
    <message>
        <source>The checked items differ in basis: the same rate means a different thing on each.</source>
        <translation>勾选的各项计费依据不同：同一单价在各平台上含义不同。</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 — now %2</source>
        <translation>%1 — 当前 %2</translation>
    </message>
    <message>
        <source>Edit “%1” (%2) on several platforms</source>
        <translation>在多个平台上编辑“%1”（%2）</translation>
    </message>
</context>
<context>
    <name>LeaseSection</name>
    <message>
        <source>/machine-month</source>
        <translation>/台·月</translation>
    </message>
    <message>
        <source>Rent of one whole machine a month (整机租赁).</source>
        <translation>每台整机每月的租金（整机租赁）。</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>GPUs per machine.</source>
        <translation>每台机器的卡数。</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>整机：</translation>
    </message>
    <message>
        <source>Minimum contract; machines are held in these.</source>
        <translation>最短合约期；机器按此期限租用。</translation>
    </message>
    <message>
        <source>Minimum term:</source>
        <translation>最短租期：</translation>
    </message>
    <message>
        <source>/machine</source>
        <translation>/台</translation>
    </message>
    <message>
        <source>Paid when a machine is added.</source>
        <translation>新增机器时支付。</translation>
    </message>
    <message>
        <source>Deposit:</source>
        <translation>押金：</translation>
    </message>
    <message>
        <source>Refunded when a machine is returned</source>
        <translation>归还机器时退还</translation>
    </message>
    <message>
        <source>Deposit refund</source>
        <translation>押金退还</translation>
    </message>
    <message>
        <source>Paid at the end per machine held, in any case: a residual or balloon.</source>
        <translation>期末按所持每台支付，无论是否留购：残值或尾款。</translation>
    </message>
    <message>
        <source>Residual / balloon:</source>
        <translation>残值/尾款：</translation>
    </message>
    <message>
        <source>Purchase option: the price per machine to keep it at the horizon&apos;s end.</source>
        <translation>购买选择权：期末留下机器的每台价格。</translation>
    </message>
    <message>
        <source>Buy-out price:</source>
        <translation>留购价：</translation>
    </message>
    <message>
        <source>Exercise the buy-out (keep the machines)</source>
        <translation>行使留购权（留下机器）</translation>
    </message>
    <message>
        <source>On: the buy-out is paid at the end; the machines&apos; worth is not credited.</source>
        <translation>勾选：期末支付留购价；机器的剩余价值不计入抵减。</translation>
    </message>
    <message>
        <source>Toggle buy-out</source>
        <translation>切换留购</translation>
    </message>
</context>
<context>
    <name>LiveResultsDock</name>
    <message>
        <source>Live results</source>
        <translation>实时结果</translation>
    </message>
    <message>
        <source>No platform that can run this plan has a price yet.</source>
        <translation>能运行此方案的平台都尚未填写价格。</translation>
    </message>
    <message>
        <source>No platform can run this plan yet.</source>
        <translation>暂无平台能运行此方案。</translation>
    </message>
    <message>
        <source>Cheapest meeting the targets now: %1 — %2 on %3 GPUs, delivered in %4 days</source>
        <translation>当前满足目标的最便宜方案：%1 — %2，%3 张卡，%4 天交付</translation>
    </message>
    <message>
        <source>Cheapest now: %1 — %2 on %3 GPUs, delivered in %4 days</source>
        <translation>当前最便宜：%1 — %2，%3 张卡，%4 天交付</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Workload</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Fleet plan</source>
        <translation>长期规划</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export to Excel…</source>
        <translation>导出到 Excel(&amp;E)…</translation>
    </message>
    <message>
        <source>Excel export is not available</source>
        <translation>无法导出 Excel</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Currency and Exchange Rates…</source>
        <translation>币种与汇率(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About gpuplanner</source>
        <translation>关于 gpuplanner(&amp;A)</translation>
    </message>
    <message>
        <source>Export Decision &amp;Memo…</source>
        <translation>导出决策备忘录(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Import Quotes…</source>
        <translation>导入报价(&amp;I)…</translation>
    </message>
    <message>
        <source>Save Quote &amp;Template…</source>
        <translation>保存报价模板(&amp;T)…</translation>
    </message>
    <message>
        <source>Import &amp;Measurements…</source>
        <translation>导入实测结果(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Status Bar</source>
        <translation>状态栏(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Warnings Panel</source>
        <translation>提示面板(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Live Results</source>
        <translation>实时结果(&amp;L)</translation>
    </message>
    <message>
        <source>Keep the cheapest platform and the charts in view while editing</source>
        <translation>编辑时始终显示最便宜的平台和图表</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>显示“%1”标签页</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>没有最近的方案</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>About gpuplanner</source>
        <translation>关于 gpuplanner</translation>
    </message>
    <message>
        <source>New plan: pick the model and method here, then add platforms from presets on the Platforms tab.</source>
        <translation>新方案：先在此选择模型和训练方法，再到“平台”页从预设添加平台。</translation>
    </message>
    <message>
        <source>%1[*] — gpuplanner</source>
        <translation>%1[*] — gpuplanner</translation>
    </message>
    <message>
        <source>No platforms yet: add some on the Platforms tab</source>
        <translation>尚无平台：请到“平台”页添加</translation>
    </message>
    <message>
        <source>No priced platform yet: enter a price</source>
        <translation>尚无已定价的平台：请填写价格</translation>
    </message>
    <message>
        <source>No platform can run this plan</source>
        <translation>没有平台能运行此方案</translation>
    </message>
    <message>
        <source>Cheapest that meets the deadline and budget: %1 — %2</source>
        <translation>满足工期和预算的最便宜方案：%1 — %2</translation>
    </message>
    <message>
        <source>Cheapest: %1 — %2</source>
        <translation>最便宜：%1 — %2</translation>
    </message>
    <message>
        <source>Platforms that cannot run: %1</source>
        <translation>无法运行的平台：%1</translation>
    </message>
    <message>
        <source>&amp;Method…</source>
        <translation>计算方法(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>功能导览(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Measurements</name>
    <message>
        <source>Import measurements</source>
        <translation>导入实测结果</translation>
    </message>
    <message>
        <source>Kit results (*.json);;All files (*)</source>
        <translation>测试包结果 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Folder for the test kit</source>
        <translation>测试包存放文件夹</translation>
    </message>
    <message>
        <source>Make a test kit</source>
        <translation>生成测试包</translation>
    </message>
    <message>
        <source>Import measurements for %1</source>
        <translation>导入 %1 的实测结果</translation>
    </message>
</context>
<context>
    <name>MemoExport</name>
    <message>
        <source>Export decision memo</source>
        <translation>导出决策备忘录</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>That is this plan&apos;s own file. Choose another name for the memo.</source>
        <translation>这是本方案自己的文件。请为备忘录另选一个文件名。</translation>
    </message>
    <message>
        <source>The memo was not written.

%1</source>
        <translation>备忘录未写入。

%1</translation>
    </message>
    <message>
        <source>An internal error stopped the export (%1). No file was written.</source>
        <translation>内部错误导致导出中止（%1），未写入任何文件。</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <source>%1 / %2 GB · %3 GPU</source>
        <translation>%1 / %2 GB · %3 卡</translation>
    </message>
    <message>
        <source>%1 / %2 GB · %3 GPU · does not fit</source>
        <translation>%1 / %2 GB · %3 卡 · 放不下</translation>
    </message>
    <message>
        <source>%1 / %2 GB · %3 GPUs</source>
        <translation>%1 / %2 GB · %3 卡</translation>
    </message>
    <message>
        <source>%1 / %2 GB · %3 GPUs · does not fit</source>
        <translation>%1 / %2 GB · %3 卡 · 放不下</translation>
    </message>
    <message>
        <source>No platforms yet.</source>
        <translation>还没有平台。</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每卡显存（GB）</translation>
    </message>
</context>
<context>
    <name>MethodDialog</name>
    <message>
        <source>How gpuplanner calculates</source>
        <translation>gpuplanner 的计算方法</translation>
    </message>
    <message>
        <source>The Method page could not be read (%1).</source>
        <translation>无法读取计算方法页面（%1）。</translation>
    </message>
</context>
<context>
    <name>MethodSection</name>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位基座）</translation>
    </message>
    <message>
        <source>Full training updates every weight (6 FLOPs per parameter per token); LoRA/QLoRA train small adapters on a frozen base (about 4).</source>
        <translation>全参数训练更新所有权重（每参数每 token 6 FLOPs）；LoRA/QLoRA 在冻结的基座上训练小型适配器（约 4 FLOPs）。</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <source>Adapter rank r (LoRA and QLoRA only).</source>
        <translation>适配器的秩 r（仅 LoRA 和 QLoRA）。</translation>
    </message>
    <message>
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <source>q, v (PEFT&apos;s default)</source>
        <translation>q、v（PEFT 默认）</translation>
    </message>
    <message>
        <source>All linear layers (q, k, v, o, gate, up, down)</source>
        <translation>全部线性层（q、k、v、o、gate、up、down）</translation>
    </message>
    <message>
        <source>The projections that get adapters; sets the adapters&apos; memory and work.</source>
        <translation>加适配器的投影层；决定适配器的显存与计算量。</translation>
    </message>
    <message>
        <source>LoRA targets:</source>
        <translation>LoRA 目标模块：</translation>
    </message>
    <message>
        <source>How the frozen 4-bit base is stored. bitsandbytes NF4 (PEFT&apos;s QLoRA) dequantizes each weight in 2 fused kernels; AutoGPTQ int4 (Qwen&apos;s Int4 models) unpacks it in 9 eager PyTorch ops before every forward matmul, 3–4 times the memory traffic: at short sequences a step takes far longer.</source>
        <translation>冻结的 4 位底座如何存储。bitsandbytes NF4（PEFT 的 QLoRA）用 2 个融合内核反量化每个权重；AutoGPTQ int4（通义千问的 Int4 模型）在每次前向矩阵乘之前用 9 个 eager PyTorch 算子解包，显存流量为 3–4 倍：短序列时每步耗时长得多。</translation>
    </message>
    <message>
        <source>QLoRA base:</source>
        <translation>QLoRA 底座：</translation>
    </message>
</context>
<context>
    <name>ModelSection</name>
    <message>
        <source>Custom architecture</source>
        <translation>自定义结构</translation>
    </message>
    <message>
        <source>Pick a model from the catalog (type to search), or choose Custom architecture and enter its shape.</source>
        <translation>从模型目录中选择（可输入搜索），或选“自定义结构”并填写其结构参数。</translation>
    </message>
    <message>
        <source>From catalog:</source>
        <translation>从目录选择：</translation>
    </message>
    <message>
        <source>A name for the model in reports.</source>
        <translation>报告中使用的模型名称。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>B params</source>
        <translation>B 参数</translation>
    </message>
    <message>
        <source>Total parameters in billions (all experts of a mixture-of-experts model).</source>
        <translation>总参数量，单位 10 亿（混合专家模型计全部专家）。</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <source>B active</source>
        <translation>B 激活</translation>
    </message>
    <message>
        <source>Parameters active per token (mixture-of-experts); sets the FLOPs.</source>
        <translation>每个 token 激活的参数量（混合专家模型）；决定 FLOPs。</translation>
    </message>
    <message>
        <source>Active parameters:</source>
        <translation>激活参数量：</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>Transformer blocks.</source>
        <translation>Transformer 块的数量。</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>隐藏维度：</translation>
    </message>
    <message>
        <source>Model width h.</source>
        <translation>模型宽度 h。</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <source>Query heads a.</source>
        <translation>查询头数 a。</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV 头数：</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query).</source>
        <translation>键/值头数（分组查询注意力）。</translation>
    </message>
    <message>
        <source>FFN size:</source>
        <translation>FFN 维度：</translation>
    </message>
    <message>
        <source>Feed-forward inner width.</source>
        <translation>前馈层的中间维度。</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary.</source>
        <translation>词表中的 token 数。</translation>
    </message>
    <message>
        <source>Leave at “unknown” to estimate a typical shape from the parameters.</source>
        <translation>保留“未知”时，按参数量估算典型结构。</translation>
    </message>
    <message>
        <source>Use a custom architecture</source>
        <translation>使用自定义结构</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
</context>
<context>
    <name>MoeSection</name>
    <message>
        <source>Mixture of experts</source>
        <translation>混合专家（MoE）</translation>
    </message>
    <message>
        <source>Routed experts per MoE layer.</source>
        <translation>每个 MoE 层的路由专家数。</translation>
    </message>
    <message>
        <source>Routed experts:</source>
        <translation>路由专家数：</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>每个 token 的专家数：</translation>
    </message>
    <message>
        <source>Routed experts each token uses (top-k).</source>
        <translation>每个 token 使用的路由专家数（top-k）。</translation>
    </message>
    <message>
        <source>Expert FFN size:</source>
        <translation>专家 FFN 宽度：</translation>
    </message>
    <message>
        <source>Inner width of one expert.</source>
        <translation>单个专家的中间层宽度。</translation>
    </message>
    <message>
        <source>Routing groups:</source>
        <translation>路由分组：</translation>
    </message>
    <message>
        <source>Groups the routed experts are split into for group-limited routing (DeepSeek-V3: 8, one group per node at EP 64). None: no limit.</source>
        <translation>限组路由时路由专家被分成的组数（DeepSeek-V3：8，EP 64 时每节点一组）。无：不限。</translation>
    </message>
    <message>
        <source>Groups per token:</source>
        <translation>每 token 分组数：</translation>
    </message>
    <message>
        <source>Most groups a token&apos;s experts may come from (DeepSeek-V3: 4). A dispatcher that sends a token once per node then crosses the network fewer times.</source>
        <translation>一个 token 的专家最多来自几个组（DeepSeek-V3：4）。按节点只发送一次的分发器因此更少跨越网络。</translation>
    </message>
    <message>
        <source>Shared experts:</source>
        <translation>共享专家数：</translation>
    </message>
    <message>
        <source>Always-on experts.</source>
        <translation>始终激活的专家。</translation>
    </message>
    <message>
        <source>Leading dense layers:</source>
        <translation>前置稠密层数：</translation>
    </message>
    <message>
        <source>Dense layers before the first MoE layer.</source>
        <translation>第一个 MoE 层之前的稠密层数。</translation>
    </message>
</context>
<context>
    <name>MonthlyCostTableModel</name>
    <message>
        <source>Demand (GPU-h)</source>
        <translation>需求（卡时）</translation>
    </message>
    <message>
        <source>GPU-hours needed that month</source>
        <translation>当月所需卡时</translation>
    </message>
    <message>
        <source>Cash paid in the month for %1, in %2 (paid at the month&apos;s start)</source>
        <translation>%1 当月支付的现金，单位 %2（月初支付）</translation>
    </message>
</context>
<context>
    <name>OnDemandSection</name>
    <message>
        <source>List price per GPU-hour; also what overflow and fallbacks pay.</source>
        <translation>每卡时的标价；超出部分和兜底方案也按此付费。</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
</context>
<context>
    <name>ParallelSection</name>
    <message>
        <source>Parallelism</source>
        <translation>并行策略</translation>
    </message>
    <message>
        <source>The software the job trains with: what it overlaps, recomputes and keeps in memory, and how fast its kernels run. Automatic takes the stack most users of this workload run.</source>
        <translation>训练所用的软件：它重叠哪些通信、重计算什么、显存里保留什么，以及算子有多快。自动：取此类训练大多数用户使用的框架。</translation>
    </message>
    <message>
        <source>Training stack:</source>
        <translation>训练框架：</translation>
    </message>
    <message>
        <source>None (plain data parallel)</source>
        <translation>无（纯数据并行）</translation>
    </message>
    <message>
        <source>ZeRO-1: optimizer states</source>
        <translation>ZeRO-1：切分优化器状态</translation>
    </message>
    <message>
        <source>ZeRO-2: + gradients</source>
        <translation>ZeRO-2：再切分梯度</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP: + weights</source>
        <translation>ZeRO-3 / FSDP：再切分权重</translation>
    </message>
    <message>
        <source>Shards model states over the data-parallel GPUs.</source>
        <translation>将模型状态切分到数据并行的各卡上。</translation>
    </message>
    <message>
        <source>ZeRO / FSDP:</source>
        <translation>ZeRO / FSDP：</translation>
    </message>
    <message>
        <source>Tensor-parallel degree t.</source>
        <translation>张量并行度 t。</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism: activations outside attention split over t.</source>
        <translation>Megatron 序列并行：注意力之外的激活按 t 切分。</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree p.</source>
        <translation>流水线并行度 p。</translation>
    </message>
    <message>
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <source>Interleaved schedule: model chunks per pipeline stage (1 = plain 1F1B); shrinks the bubble to (p−1)/(m·v) and sends v times as much between stages. Automatic tries 1, 2 and the most whole-layer chunks the training stack allows (Megatron-Core, torchtitan; needs the micro-batches a step to be a multiple of p).</source>
        <translation>交错调度：每个流水线阶段的模型块数（1 = 普通 1F1B）；气泡缩小为 (p−1)/(m·v)，阶段间传输量变为 v 倍。自动时尝试 1、2 和训练框架允许的最多整层块数（Megatron-Core、torchtitan；要求每步的微批数为 p 的整数倍）。</translation>
    </message>
    <message>
        <source>Virtual pipeline stages:</source>
        <translation>虚拟流水线阶段：</translation>
    </message>
    <message>
        <source>Context-parallel degree: each rank holds 1/CP of the sequence and passes K and V around a ring over the node&apos;s link. Must split the sequence into 2 × CP equal chunks and divide the heads; TP × CP must fit in one node.</source>
        <translation>上下文并行度：每个副本保存序列的 1/CP，并经节点内互联以环形方式传递 K 和 V。须能把序列切成 2 × CP 等份并整除注意力头数；TP × CP 须在一个节点之内。</translation>
    </message>
    <message>
        <source>Context parallel:</source>
        <translation>上下文并行：</translation>
    </message>
    <message>
        <source>Expert-parallel degree (MoE only).</source>
        <translation>专家并行度（仅 MoE）。</translation>
    </message>
    <message>
        <source>Expert parallel:</source>
        <translation>专家并行：</translation>
    </message>
    <message>
        <source>The routed experts&apos; tensor-parallel degree (Megatron-Core&apos;s expert_tensor_parallel_size). Below TP the experts fold the freed TP ranks into expert parallelism, so EP × ETP divides the GPUs of a pipeline stage (MoE Parallel Folding; Megatron-Bridge&apos;s MoE recipes use 1). As TP: the TP degree, Megatron-Core&apos;s default. Must divide TP.</source>
        <translation>路由专家的张量并行度（Megatron-Core 的 expert_tensor_parallel_size）。小于 TP 时，专家层把空出的张量并行卡并入专家并行，因此 EP × ETP 须整除一个流水线级的卡数（MoE 并行折叠；Megatron-Bridge 的 MoE 配方取 1）。同 TP：取 TP 并行度，即 Megatron-Core 的默认值。必须整除 TP。</translation>
    </message>
    <message>
        <source>As TP</source>
        <translation>同 TP</translation>
    </message>
    <message>
        <source>Expert tensor parallel:</source>
        <translation>专家张量并行：</translation>
    </message>
    <message>
        <source>Count attention FLOPs</source>
        <translation>计入注意力 FLOPs</translation>
    </message>
    <message>
        <source>Counts the attention products (12·L·s·h FLOPs per token, needs the shape) in the MFU reported. Where the compute time comes from the work they are always charged; this only changes how MFU is quoted.</source>
        <translation>在报告的 MFU 中计入注意力乘积（每个 token 12·L·s·h FLOPs，需要模型形状）。按计算量推算计算时间时，注意力计算总会计入耗时；此项只改变 MFU 的口径。</translation>
    </message>
    <message>
        <source>Toggle attention FLOPs</source>
        <translation>切换注意力 FLOPs</translation>
    </message>
    <message>
        <source>How the expert all-to-all sends a token: one copy per chosen expert (Megatron-Core&apos;s alltoall dispatcher), or once to each node holding one of its experts and on over NVLink (DeepEP, HybridEP, DeepSeek&apos;s own), which crosses the network fewer times. Automatic: what the training stack does.</source>
        <translation>专家 all-to-all 如何发送一个 token：每个选中的专家一份（Megatron-Core 的 alltoall 分发器），或向持有其专家的每个节点只发一份、再经 NVLink 转发（DeepEP、HybridEP、DeepSeek 自研），跨网络的次数更少。自动：训练框架的做法。</translation>
    </message>
    <message>
        <source>MoE dispatch:</source>
        <translation>MoE 分发：</translation>
    </message>
    <message>
        <source>Overlapped with compute</source>
        <translation>与计算重叠</translation>
    </message>
    <message>
        <source>Not overlapped</source>
        <translation>不重叠</translation>
    </message>
    <message>
        <source>Whether the expert all-to-all runs behind compute (Megatron-Core&apos;s overlap_moe_expert_parallel_comm, DeepSeek&apos;s DualPipe); a per-node dispatcher then takes 20 SMs from compute. Automatic: what the training stack does.</source>
        <translation>专家 all-to-all 是否藏在计算之后（Megatron-Core 的 overlap_moe_expert_parallel_comm、DeepSeek 的 DualPipe）；此时按节点分发的分发器从计算中占用 20 个 SM。自动：训练框架的做法。</translation>
    </message>
    <message>
        <source>MoE all-to-all overlap:</source>
        <translation>MoE all-to-all 重叠：</translation>
    </message>
    <message>
        <source>Waits for the GPU every layer</source>
        <translation>每层等待 GPU</translation>
    </message>
    <message>
        <source>Sync-free (CUDA graph)</source>
        <translation>无同步（CUDA Graph）</translation>
    </message>
    <message>
        <source>Whether each MoE layer waits for the GPU before launching its experts: Megatron-Core&apos;s dropless layer reads the tokens per expert back to the host, so the host&apos;s launches of the local experts&apos; kernels (13.48 µs a kernel on an x86 server, 37.08 µs on a Grace superchip) count where they exceed the experts&apos; GPU time. Sync-free: fused MoE kernels captured in a CUDA graph (Megatron-Core 26.08) or drop-and-pad. Automatic: what the training stack does.</source>
        <translation>每个 MoE 层在启动专家之前是否等待 GPU：Megatron-Core 的无丢弃（dropless）MoE 层要把每个专家的 token 数读回主机，因此主机启动本地专家 kernel 的时间（x86 服务器上每个 kernel 13.48 µs，Grace 超级芯片上 37.08 µs）超出专家 GPU 时间的部分计入。无同步：融合的 MoE kernel 纳入 CUDA Graph（Megatron-Core 26.08），或丢弃并填充（drop-and-pad）。自动：训练框架的做法。</translation>
    </message>
    <message>
        <source>MoE host sync:</source>
        <translation>MoE 主机同步：</translation>
    </message>
    <message>
        <source>Automatic: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <source>overlapped</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>not overlapped</source>
        <translation>不重叠</translation>
    </message>
    <message>
        <source>waits for the GPU</source>
        <translation>等待 GPU</translation>
    </message>
    <message>
        <source>sync-free</source>
        <translation>无同步</translation>
    </message>
</context>
<context>
    <name>PerformanceSection</name>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Times each layer&apos;s matrix multiplies, attention and memory-bound operations on this GPU for the workload&apos;s layout and training stack, and shows the MFU that implies. Off: the MFU typed below is used.</source>
        <translation>按训练任务的并行布局与训练框架，在这款 GPU 上逐层估算矩阵乘、注意力和访存受限运算的耗时，并显示由此得到的 MFU。关闭时使用下面输入的 MFU。</translation>
    </message>
    <message>
        <source>Toggle compute time from the work</source>
        <translation>切换按计算量推算计算时间</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: the share of the GPU&apos;s dense peak the job really achieves (typically 30–50 %).</source>
        <translation>模型算力利用率（MFU，利用率系数）：任务实际达到的稠密峰值算力占比（通常为 30–50%）。</translation>
    </message>
    <message>
        <source>MFU:</source>
        <translation>MFU：</translation>
    </message>
    <message>
        <source>The training stack this platform runs the job with when its provider&apos;s differs from the workload&apos;s (a managed service running NeMo, say): what it overlaps, recomputes and keeps in memory, and how fast its kernels run. The workload&apos;s: the stack chosen on the Workload tab.</source>
        <translation>服务商所用的训练框架与训练任务的不同时（例如托管服务运行 NeMo），在此平台上训练所用的框架：它重叠哪些通信、重算什么、在显存中保留什么，以及其内核的速度。“沿用训练任务”：即“训练任务”页所选的框架。</translation>
    </message>
    <message>
        <source>Training stack:</source>
        <translation>训练框架：</translation>
    </message>
    <message>
        <source>Throughput lost to virtualization or a shared GPU.</source>
        <translation>虚拟化或共享显卡造成的算力损失。</translation>
    </message>
    <message>
        <source>Virtualization loss:</source>
        <translation>虚拟化损耗：</translation>
    </message>
    <message>
        <source>Share of the step&apos;s compute that hides the gradient communication. On Megatron-Core, with the compute timed from the work, its pipeline schedule decides instead.</source>
        <translation>每步计算中可用于掩盖梯度通信的占比。在 Megatron-Core 上按工作量计时时，改由其流水线调度决定。</translation>
    </message>
    <message>
        <source>Comm. overlap:</source>
        <translation>通信重叠：</translation>
    </message>
    <message>
        <source>Dense peak × MFU × (1 − virtualization loss).</source>
        <translation>稠密峰值 × MFU × (1 − 虚拟化损耗)。</translation>
    </message>
    <message>
        <source>Effective:</source>
        <translation>有效算力：</translation>
    </message>
    <message>
        <source>The workload&apos;s (%1)</source>
        <translation>沿用训练任务（%1）</translation>
    </message>
    <message>
        <source>MFU from the work: %1</source>
        <translation>按计算量推算的 MFU：%1</translation>
    </message>
    <message>
        <source>Measured run in use: %1</source>
        <translation>正在使用实测运行：%1</translation>
    </message>
    <message>
        <source>The MFU implied by the measured run replaces the typed MFU.</source>
        <translation>由实测运行推算的 MFU 取代用户输入的 MFU。</translation>
    </message>
    <message>
        <source>%1 TFLOPS per GPU</source>
        <translation>每卡 %1 TFLOPS</translation>
    </message>
</context>
<context>
    <name>PlanSection</name>
    <message>
        <source>e.g. Llama-2-70B fine-tune: cloud vs own cluster</source>
        <translation>例如：Llama-2-70B 微调——云端与自建集群对比</translation>
    </message>
    <message>
        <source>Names the plan in the window, the report and the workbook.</source>
        <translation>显示在窗口标题、报告和工作簿中的方案名称。</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Assumptions, sources, who asked: exported as is.</source>
        <translation>假设、来源、需求方：原样导出。</translation>
    </message>
    <message>
        <source>Free notes, exported with the plan.</source>
        <translation>自由备注，随方案一起导出。</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
</context>
<context>
    <name>PlatformChecklist</name>
    <message>
        <source>Select all</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>Select none</source>
        <translation>全不选</translation>
    </message>
    <message>
        <source>Check every platform that can be chosen.</source>
        <translation>勾选所有可选的平台。</translation>
    </message>
    <message>
        <source>Uncheck every platform that can be chosen.</source>
        <translation>取消勾选所有可选的平台。</translation>
    </message>
</context>
<context>
    <name>PlatformChooserDialog</name>
    <message>
        <source>Check at least one platform.</source>
        <translation>请至少勾选一个平台。</translation>
    </message>
</context>
<context>
    <name>PlatformSeriesChart</name>
    <message>
        <source>Chosen GPU count</source>
        <translation>所选卡数</translation>
    </message>
    <message>
        <source>Misses the deadline (dashed)</source>
        <translation>超出工期（虚线）</translation>
    </message>
    <message>
        <source>%1
%2 GPUs · %3 in total
%4 to run · %5 to delivery</source>
        <translation>%1
%2 卡 · 合计 %3
运行 %4 · 交付 %5</translation>
    </message>
    <message>
        <source>Fix GPU count</source>
        <translation>固定卡数</translation>
    </message>
</context>
<context>
    <name>PlatformTableModel</name>
    <message>
        <source>Quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <source>%1 /node-h (%2 GPUs)</source>
        <translation>%1/节点小时（%2 卡）</translation>
    </message>
    <message>
        <source>%1 (from the work)</source>
        <translation>%1（按计算量推算）</translation>
    </message>
    <message>
        <source>the MFU the per-layer compute time implies for this GPU and stack</source>
        <translation>由逐层计算时间推算出的、此 GPU 与框架下的 MFU</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <source>typed %1; the measured run&apos;s implied MFU is used</source>
        <translation>输入值 %1；使用实测运行推算的 MFU</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
</context>
<context>
    <name>PlatformsTab</name>
    <message>
        <source>Add from preset…</source>
        <translation>从预设添加…</translation>
    </message>
    <message>
        <source>Add blank</source>
        <translation>添加空白平台</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Make a test kit…</source>
        <translation>生成测试包…</translation>
    </message>
    <message>
        <source>Write a folder to copy to a rented machine of this platform: run.py tests the environment, NCCL bandwidth, storage and a short training run of this plan&apos;s model; File → Import Measurements… brings its results.json back.</source>
        <translation>生成一个文件夹，复制到该平台租用的机器上：run.py 测试环境、NCCL 带宽、存储，并以本方案的模型做一次短时训练；再用“文件 → 导入实测结果…”把 results.json 带回来。</translation>
    </message>
    <message>
        <source>Add a platform from the catalog&apos;s presets.</source>
        <translation>从目录的平台预设中添加。</translation>
    </message>
    <message>
        <source>No platforms yet. Describe the job on the Workload tab (pick a model), then add the offers to compare: “Add from preset…” for a cloud or a cluster from the catalog, “Add blank” for a quote of your own.</source>
        <translation>尚无平台。先在“训练任务”页描述任务（选择模型），再添加要比较的方案：“从预设添加…”可选目录中的云平台或集群，“添加空白平台”用于录入自己拿到的报价。</translation>
    </message>
    <message>
        <source>Add platform %1</source>
        <translation>添加平台 %1</translation>
    </message>
    <message>
        <source>New platform</source>
        <translation>新平台</translation>
    </message>
    <message>
        <source>Add blank platform</source>
        <translation>添加空白平台</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>复制 %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>The language of menus, forms, warnings, the Excel export and number formats.</source>
        <translation>菜单、表单、提示、Excel 导出和数字格式所用的语言。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The new language applies when you restart gpuplanner.</source>
        <translation>新语言将在重启 gpuplanner 后生效。</translation>
    </message>
    <message>
        <source>No Chinese font is installed, so gpuplanner will stay in English: install fonts-wqy-microhei or fonts-noto-cjk first.</source>
        <translation>未安装中文字体，gpuplanner 将保持英文界面：请先安装 fonts-wqy-microhei 或 fonts-noto-cjk。</translation>
    </message>
</context>
<context>
    <name>PresetDialog</name>
    <message>
        <source>Add a platform from a preset</source>
        <translation>从预设添加平台</translation>
    </message>
    <message>
        <source>Presets are dated examples, not quotes: check each price with the vendor.</source>
        <translation>预设是注明日期的示例，不是报价：每个价格都请向供应商核实。</translation>
    </message>
    <message>
        <source>Search by name, provider or GPU</source>
        <translation>按名称、供应商或显卡搜索</translation>
    </message>
    <message>
        <source>Quoted price (required):</source>
        <translation>报价（必填）：</translation>
    </message>
    <message>
        <source>Enter the price you were quoted: this preset has no published one.</source>
        <translation>请输入你拿到的报价：此预设没有公开价格。</translation>
    </message>
    <message>
        <source>The catalog has no platform presets. Use Add blank instead.</source>
        <translation>目录中没有平台预设。请改用“添加空白平台”。</translation>
    </message>
    <message>
        <source>Price basis: %1</source>
        <translation>价格依据：%1</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the items to ask a vendor for</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (needs a quote)
    %2 · ask for: %3</source>
        <translation>%1（需询价）
    %2 · 需询问：%3</translation>
    </message>
    <message>
        <source>%1 (needs a quote)
    %2</source>
        <translation>%1（需询价）
    %2</translation>
    </message>
    <message>
        <source>Ask the vendor for: %1</source>
        <translation>需向供应商询问：%1</translation>
    </message>
    <message>
        <source>Servers and GPUs: %1</source>
        <translation>服务器与显卡：%1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>网络：%1</translation>
    </message>
    <message>
        <source>Interruptions: %1</source>
        <translation>中断：%1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>This preset is priced in %1 and the plan in %2: its prices are converted at the plan&apos;s exchange rate when it is added.</source>
        <translation>此预设以 %1 计价，方案使用 %2：添加时按方案中的汇率换算其价格。</translation>
    </message>
</context>
<context>
    <name>PricingPage</name>
    <message>
        <source>Toggle %1</source>
        <translation>切换%1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>PricingSection</name>
    <message>
        <source>On: the prices above and a negotiated price are quoted including VAT (含税) and are taken net once at the plan&apos;s rate for their class: ¥106 at 6 % is ¥100 net. Off: they exclude VAT (不含税). Fee items are read excluding VAT.</source>
        <translation>勾选：以上价格及议定价格为含税报价（含税），按方案中该类别的税率一次换算为不含税价：¥106 按 6% 即不含税 ¥100。不勾选：价格不含增值税（不含税）。费用项按不含税价计。</translation>
    </message>
    <message>
        <source>Toggle VAT-inclusive prices</source>
        <translation>切换含税报价</translation>
    </message>
    <message>
        <source>How the GPUs are paid for; only its fields are shown.</source>
        <translation>GPU 的付费方式；只显示该方式需要的字段。</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <source>Switch pricing to %1</source>
        <translation>计费方式改为 %1</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>快捷方式</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QuoteImport</name>
    <message>
        <source>Import quotes</source>
        <translation>导入报价</translation>
    </message>
    <message>
        <source>Quote files (*.xlsx *.csv);;All files (*)</source>
        <translation>报价文件 (*.xlsx *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save quote template</source>
        <translation>保存报价模板</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx);;CSV files (*.csv)</source>
        <translation>Excel 工作簿 (*.xlsx);;CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Import 1 quote</source>
        <translation>导入 1 条报价</translation>
    </message>
    <message>
        <source>Import %1 quotes</source>
        <translation>导入 %1 条报价</translation>
    </message>
    <message>
        <source>That is this plan&apos;s own file. Choose another name for the template.</source>
        <translation>这是本方案自己的文件。请为模板另选一个文件名。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Checking row %1 of %2…</source>
        <translation>正在检查第 %1 行（共 %2 行）…</translation>
    </message>
    <message>
        <source>Reading row %1…</source>
        <translation>正在读取第 %1 行…</translation>
    </message>
    <message>
        <source>Exchange rate needed</source>
        <translation>需要汇率</translation>
    </message>
    <message>
        <source>Keep expired quotes (they are then ranked with the others and may be cheapest)</source>
        <translation>保留过期报价（将与其他报价一起排名，可能被排为最便宜）</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Add 1 platform</source>
        <translation>添加 1 个平台</translation>
    </message>
    <message>
        <source>Add %1 platforms</source>
        <translation>添加 %1 个平台</translation>
    </message>
    <message>
        <source>%1 (expired, kept)</source>
        <translation>%1（已过期，保留）</translation>
    </message>
    <message>
        <source>%1 (expired, left out)</source>
        <translation>%1（已过期，不添加）</translation>
    </message>
    <message>
        <source>The file quotes prices in %1, and the plan (in %2) has no exchange rate for it. Give the rate to convert them; it is saved in the plan, dated today (Edit → Currency and Exchange Rates…). Check today&apos;s rate.</source>
        <translation>文件中的报价以 %1 计价，而方案（以 %2 计价）中没有相应汇率。请填写用于换算的汇率；它将以今天的日期存入方案（编辑 → 币种与汇率…）。请核对当日汇率。</translation>
    </message>
    <message>
        <source>%1 rate:</source>
        <translation>%1 汇率：</translation>
    </message>
    <message>
        <source>%1: nothing has been added yet.</source>
        <translation>%1：尚未添加任何内容。</translation>
    </message>
    <message>
        <source>Rows with problems (left out):</source>
        <translation>有问题的行（不添加）：</translation>
    </message>
    <message>
        <source>Nothing was added.

%1</source>
        <translation>未添加任何内容。

%1</translation>
    </message>
    <message>
        <source>The template was not written.

%1</source>
        <translation>模板未写入。

%1</translation>
    </message>
</context>
<context>
    <name>RangeText</name>
    <message>
        <source>Scaling</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <source>Interruption rate</source>
        <translation>中断率</translation>
    </message>
    <message>
        <source>Setup time</source>
        <translation>准备时间</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>每卡时 %1</translation>
    </message>
    <message>
        <source>%1 per 1,000 GPU-h</source>
        <translation>%1 次/千卡时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>no effect on one GPU</source>
        <translation>对单卡无影响</translation>
    </message>
    <message>
        <source>%1 to %2 at a GPU count of %3</source>
        <translation>%3 卡上 %1 至 %2</translation>
    </message>
    <message>
        <source>%1 to %2 per GPU-hour</source>
        <translation>每卡时 %1 至 %2</translation>
    </message>
    <message>
        <source>none entered, so no spread</source>
        <translation>未填写，无波动</translation>
    </message>
    <message>
        <source>%1 to %2 per 1,000 GPU-h</source>
        <translation>%1 至 %2 次/千卡时</translation>
    </message>
    <message>
        <source>%1 to %2 min</source>
        <translation>%1 至 %2 分钟</translation>
    </message>
</context>
<context>
    <name>RangesSection</name>
    <message>
        <source>Uncertainty ranges</source>
        <translation>不确定性范围</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Low and high ends as % of the value entered; P10–P90 and the tornado use them.</source>
        <translation>下限和上限，以所填数值的 % 表示；P10–P90 和龙卷风图使用这些范围。</translation>
    </message>
    <message>
        <source>Low end, as % of the value entered (100 % = no spread).</source>
        <translation>下限，以所填数值的 % 表示（100% = 无波动）。</translation>
    </message>
    <message>
        <source>High end, as % of the value entered (100 % = no spread).</source>
        <translation>上限，以所填数值的 % 表示（100% = 无波动）。</translation>
    </message>
    <message>
        <source>Change low end of %1</source>
        <translation>修改 %1 的下限</translation>
    </message>
    <message>
        <source>Change high end of %1</source>
        <translation>修改 %1 的上限</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>not feasible: no range to show</source>
        <translation>不可行：无范围可显示</translation>
    </message>
</context>
<context>
    <name>RankingTableModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>训练达标成本（%1）</translation>
    </message>
    <message>
        <source>Per 1B tokens</source>
        <translation>每 10 亿 token</translation>
    </message>
    <message>
        <source>Hours the GPUs are held: expected training time (with interruption losses) plus setup</source>
        <translation>占用 GPU 的小时数：预期训练时间（含中断损失）加准备时间</translation>
    </message>
    <message>
        <source>Tensor × pipeline × data parallel, ZeRO stage and recompute at the chosen GPU count; gpuplanner chooses the fields the workload leaves automatic</source>
        <translation>所选卡数下的张量 × 流水线 × 数据并行、ZeRO 阶段和重计算；训练任务中设为自动的项由 gpuplanner 选择</translation>
    </message>
    <message>
        <source>Queue + training + procurement lead time, in days</source>
        <translation>排队 + 训练 + 采购周期，单位：天</translation>
    </message>
    <message>
        <source>Expected cost of interruptions and checkpoints</source>
        <translation>中断与检查点的预期成本</translation>
    </message>
    <message>
        <source>Compute + fees + interruptions: the whole bill for the job</source>
        <translation>算力费用 + 其他费用 + 中断损失：此任务的全部账单</translation>
    </message>
    <message>
        <source>Total cost per billion training tokens</source>
        <translation>每 10 亿训练 token 的训练达标成本</translation>
    </message>
    <message>
        <source>Whether delivery meets the workload&apos;s deadline</source>
        <translation>交付是否满足训练任务的工期</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3</source>
        <translation>TP %1 · PP %2 · DP %3</translation>
    </message>
    <message>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>Cannot run this job</source>
        <translation>无法运行此任务</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>%1 h of clean training; %2 h held in all</source>
        <translation>纯训练 %1 小时；共占用 %2 小时</translation>
    </message>
    <message>
        <source>Scaling efficiency at this count: %1</source>
        <translation>此卡数下的扩展效率：%1</translation>
    </message>
    <message>
        <source>No price entered yet: this total leaves out the GPU time, so the platform is ranked after every priced one.</source>
        <translation>尚未填写价格：此总成本未含 GPU 时间的费用，因此该平台排在所有已定价平台之后。</translation>
    </message>
</context>
<context>
    <name>RateDialog</name>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>This preset is priced in %1 and the plan in %2. Its prices are converted at this rate, which the plan keeps with its date (Edit → Currency and Exchange Rates…). Check today&apos;s rate.</source>
        <translation>此预设以 %1 计价，方案使用 %2。其价格按此汇率换算，汇率及其日期保存在方案中（编辑 → 币种与汇率…）。请核对当日汇率。</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>汇率：</translation>
    </message>
    <message>
        <source>As of:</source>
        <translation>日期：</translation>
    </message>
</context>
<context>
    <name>ReservedSection</name>
    <message>
        <source>/GPU-month</source>
        <translation>/卡·月</translation>
    </message>
    <message>
        <source>Price of one GPU reserved for a month (包月); about 50–70 % of list.</source>
        <translation>每卡包月一个月的价格（包月）；约为标价的 50–70%。</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>Contract length; each term is sized anew, so a growing team re-sizes.</source>
        <translation>合约期；每个合约期重新确定规模，团队扩张时随之调整。</translation>
    </message>
    <message>
        <source>Term:</source>
        <translation>合约期：</translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <source>No platforms yet: add the offers to compare on the Platforms tab.</source>
        <translation>尚无平台：请到“平台”页添加要比较的方案。</translation>
    </message>
    <message>
        <source>No platform that can run this plan has a price yet: enter the prices on the Platforms tab (the warnings below name the fields).</source>
        <translation>能运行此方案的平台都尚未填写价格：请在“平台”标签页填写价格（下方警告列出了要填写的字段）。</translation>
    </message>
    <message>
        <source>No platform can run this plan as entered; the warnings below say why.</source>
        <translation>按当前填写，没有平台能运行此方案；原因见下方提示。</translation>
    </message>
    <message>
        <source>Cheapest that meets the deadline and budget: %1 — %2 (GPU count %3, %4 h, delivery in %5 days)</source>
        <translation>满足工期和预算的最便宜方案：%1 — %2（%3 卡，%4 小时，%5 天交付）</translation>
    </message>
    <message>
        <source>Cheapest: %1 — %2 (GPU count %3, %4 h, delivery in %5 days)</source>
        <translation>最便宜：%1 — %2（%3 卡，%4 小时，%5 天交付）</translation>
    </message>
</context>
<context>
    <name>RiskColumns</name>
    <message>
        <source>Cost P10</source>
        <translation>成本 P10</translation>
    </message>
    <message>
        <source>Cost P50</source>
        <translation>成本 P50</translation>
    </message>
    <message>
        <source>Cost P90</source>
        <translation>成本 P90</translation>
    </message>
    <message>
        <source>Days P10</source>
        <translation>天数 P10</translation>
    </message>
    <message>
        <source>Days P50</source>
        <translation>天数 P50</translation>
    </message>
    <message>
        <source>Days P90</source>
        <translation>天数 P90</translation>
    </message>
    <message>
        <source>Rerun</source>
        <translation>断点续训</translation>
    </message>
    <message>
        <source>Monte Carlo over the platform&apos;s ranges (Platforms tab, Uncertainty ranges), at the chosen GPU count.</source>
        <translation>在所选卡数下，按平台的不确定性范围（“平台”标签页 → 不确定性范围）做蒙特卡洛模拟。</translation>
    </message>
    <message>
        <source>10 % of the simulated outcomes cost less than this.</source>
        <translation>10% 的模拟结果成本低于此值。</translation>
    </message>
    <message>
        <source>The median simulated cost.</source>
        <translation>模拟成本的中位数。</translation>
    </message>
    <message>
        <source>90 % of the simulated outcomes cost less than this.</source>
        <translation>90% 的模拟结果成本低于此值。</translation>
    </message>
    <message>
        <source>10 % of the simulated outcomes are delivered sooner (days).</source>
        <translation>10% 的模拟结果交付更早（天）。</translation>
    </message>
    <message>
        <source>The median simulated delivery time (days).</source>
        <translation>模拟交付时间的中位数（天）。</translation>
    </message>
    <message>
        <source>90 % of the simulated outcomes are delivered sooner (days).</source>
        <translation>90% 的模拟结果交付更早（天）。</translation>
    </message>
    <message>
        <source>Total if training takes 30 % longer than planned.</source>
        <translation>训练时间比计划长 30% 时的训练达标成本。</translation>
    </message>
    <message>
        <source>Total if one interruption strikes just before a checkpoint: the lost interval is redone after a restart.</source>
        <translation>在即将保存检查点前发生一次中断时的训练达标成本：重启后从上个检查点断点续训，重做丢失的区间。</translation>
    </message>
    <message>
        <source>Total if the instance is reclaimed just before the end with no checkpoint: the whole training is redone.</source>
        <translation>在即将结束时实例被回收且没有检查点时的训练达标成本：整个训练重做。</translation>
    </message>
    <message>
        <source>%1 more than expected; delivery in %2 days; %3 h of training redone.</source>
        <translation>比预期多 %1；%2 天交付；重做 %3 小时训练。</translation>
    </message>
    <message>
        <source>In %1 of the simulated runs interruptions never let the job finish.</source>
        <translation>在 %1 的模拟运行中，中断使任务始终无法完成。</translation>
    </message>
    <message>
        <source>%1 simulated runs at a GPU count of %2.</source>
        <translation>%2 卡下模拟运行 %1 次。</translation>
    </message>
</context>
<context>
    <name>ScalingPointsModel</name>
    <message>
        <source>Efficiency (%)</source>
        <translation>扩展效率（%）</translation>
    </message>
    <message>
        <source>Edit scaling point</source>
        <translation>编辑扩展效率测量点</translation>
    </message>
</context>
<context>
    <name>ScalingPointsSection</name>
    <message>
        <source>Measured scaling</source>
        <translation>实测扩展效率</translation>
    </message>
    <message>
        <source>Efficiency measured on this platform at a GPU count (speed-up ÷ GPUs). Between points the modelled curve is calibrated to them.</source>
        <translation>在此平台上某卡数下实测的扩展效率（加速比 ÷ 卡数）。各点之间按这些测量值校准模型曲线。</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>添加测量点</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Add scaling point</source>
        <translation>添加扩展效率测量点</translation>
    </message>
    <message>
        <source>Remove scaling point</source>
        <translation>删除扩展效率测量点</translation>
    </message>
</context>
<context>
    <name>SelfBuiltSection</name>
    <message>
        <source>A market resale value: what a buyer would pay for the cluster at the horizon&apos;s end, as a share of capex. None: nothing is credited.</source>
        <translation>市场转售价值：规划期末买家愿为集群支付的价格，占购置成本的比例。不填：期末不抵减任何价值。</translation>
    </message>
    <message>
        <source>Resale</source>
        <translation>转售</translation>
    </message>
    <message>
        <source>Value at the end:</source>
        <translation>期末价值：</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>采购</translation>
    </message>
    <message>
        <source>Working GPUs bought (spares come on top). Auto: the peak month, in servers.</source>
        <translation>购买的工作卡数（另加备件）。自动：按峰值月需求，以整台服务器计。</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>卡数：</translation>
    </message>
    <message>
        <source>GPUs per server.</source>
        <translation>每台服务器的卡数。</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>/GPU</source>
        <translation>/卡</translation>
    </message>
    <message>
        <source>Card plus its share of the server (seed 004: 50–80 k CNY per GPU).</source>
        <translation>显卡加上分摊的服务器费用（参考：每卡 5–8 万元）。</translation>
    </message>
    <message>
        <source>Capex:</source>
        <translation>购置成本：</translation>
    </message>
    <message>
        <source>Share of switches, optics and cabling.</source>
        <translation>分摊的交换机、光模块和线缆费用。</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <source>Spares:</source>
        <translation>备件：</translation>
    </message>
    <message>
        <source>Spares also multiply the network share</source>
        <translation>备件也计入网络分摊</translation>
    </message>
    <message>
        <source>Off: spare cards only (a spare card needs no spare switch port).</source>
        <translation>关闭：只对显卡计备件（备用卡不需要备用交换机端口）。</translation>
    </message>
    <message>
        <source>Spares and network</source>
        <translation>备件与网络</translation>
    </message>
    <message>
        <source>Straight-line depreciation life.</source>
        <translation>直线折旧年限。</translation>
    </message>
    <message>
        <source>Depreciation:</source>
        <translation>折旧：</translation>
    </message>
    <message>
        <source>Value left at the end of the depreciation life.</source>
        <translation>折旧期结束时的剩余价值。</translation>
    </message>
    <message>
        <source>Residual:</source>
        <translation>残值：</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>W/GPU</source>
        <translation>W/卡</translation>
    </message>
    <message>
        <source>Card plus its server share, under load.</source>
        <translation>满载时显卡加上分摊的服务器功耗。</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>功耗：</translation>
    </message>
    <message>
        <source>Data-centre PUE: 1.2 good, 1.5 typical.</source>
        <translation>数据中心 PUE：1.2 为良好，1.5 为常见。</translation>
    </message>
    <message>
        <source>PUE:</source>
        <translation>PUE：</translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation>/千瓦时</translation>
    </message>
    <message>
        <source>Electricity:</source>
        <translation>电价：</translation>
    </message>
    <message>
        <source>How the colocation charges.</source>
        <translation>托管方的计费方式。</translation>
    </message>
    <message>
        <source>Hosting priced:</source>
        <translation>托管计费：</translation>
    </message>
    <message>
        <source>/rack-year</source>
        <translation>/机柜·年</translation>
    </message>
    <message>
        <source>Hosting price (seed 004: 30–50 k CNY a rack-year).</source>
        <translation>托管价格（参考：每机柜每年 3–5 万元）。</translation>
    </message>
    <message>
        <source>Hosting:</source>
        <translation>托管费：</translation>
    </message>
    <message>
        <source>per rack</source>
        <translation>每机柜</translation>
    </message>
    <message>
        <source>Servers per rack: an 8-GPU server draws 6–10 kW, often one a rack.</source>
        <translation>每机柜服务器数：一台 8 卡服务器功耗 6–10 kW，常常一个机柜只放一台。</translation>
    </message>
    <message>
        <source>Servers:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Operations staff.</source>
        <translation>运维人员。</translation>
    </message>
    <message>
        <source>Staff:</source>
        <translation>运维人员：</translation>
    </message>
    <message>
        <source>/FTE-year</source>
        <translation>/人·年</translation>
    </message>
    <message>
        <source>Cost of one operations FTE a year.</source>
        <translation>一名全职运维人员每年的成本。</translation>
    </message>
    <message>
        <source>Staff cost:</source>
        <translation>人员成本：</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>Repair spending a year, share of capex.</source>
        <translation>每年维修支出，占购置成本的比例。</translation>
    </message>
    <message>
        <source>Repairs:</source>
        <translation>维修：</translation>
    </message>
    <message>
        <source>Delivery and end</source>
        <translation>交付与期末</translation>
    </message>
    <message>
        <source>Procurement to first use (2–4 weeks).</source>
        <translation>从采购到首次使用（2–4 周）。</translation>
    </message>
    <message>
        <source>Lead time:</source>
        <translation>采购周期：</translation>
    </message>
    <message>
        <source>Serves demand before delivery and above the cluster&apos;s capacity.</source>
        <translation>承担交付前以及超出集群容量的需求。</translation>
    </message>
    <message>
        <source>Meanwhile:</source>
        <translation>期间：</translation>
    </message>
    <message>
        <source>Credit the book value when no resale value is typed (not cash)</source>
        <translation>未填转售价时抵减账面价值（并非现金）</translation>
    </message>
    <message>
        <source>Off (the default): without a typed resale value the cluster is worth nothing at the horizon&apos;s end. On: its straight-line book value is credited as if it were resale cash, the convention of plans saved before.</source>
        <translation>关闭（默认）：未填转售价时，集群在规划期末不计价值。打开：按直线折旧后的账面价值当作转售现金抵减，这是旧方案的约定。</translation>
    </message>
    <message>
        <source>Credit book value</source>
        <translation>抵减账面价值</translation>
    </message>
    <message>
        <source>/kW-month</source>
        <translation>/千瓦·月</translation>
    </message>
    <message>
        <source>No sourced defaults for %1 (add a USD or CNY exchange rate): type the electricity, staff and hosting prices.</source>
        <translation>%1 没有有出处的默认值（请添加美元或人民币汇率）：请输入电价、人员和托管价格。</translation>
    </message>
    <message>
        <source>Defaults: electricity %1/kWh, staff %2 a person-year, hosting %3 a rack-year</source>
        <translation>默认值：电价 %1/kWh，人员 %2/人·年，托管 %3/机柜·年</translation>
    </message>
    <message>
        <source>seed 004 (racks 30–50 k, staff 250–400 k CNY a year) and the fleet example&apos;s 0.80 CNY/kWh</source>
        <translation>种子文章 004（机柜 3–5 万元/年，运维 25–40 万元/年）及集群示例的 0.80 元/kWh</translation>
    </message>
    <message>
        <source>EIA 2023 U.S. industrial average 8.06 ¢/kWh, BLS median wage of systems administrators (May 2022), CBRE H2 2024 colocation 184.06 USD/kW-month × 5.6 kW</source>
        <translation>EIA 2023 年美国工业平均电价 8.06 美分/kWh，BLS 系统管理员工资中位数（2022 年 5 月），CBRE 2024 年下半年托管价 184.06 美元/千瓦·月 × 5.6 kW</translation>
    </message>
    <message>
        <source>%1, at 1 %2 = %3 %4</source>
        <translation>%1，按 1 %2 = %3 %4 换算</translation>
    </message>
    <message>
        <source>%1 (%2). Type your own.</source>
        <translation>%1（%2）。可改为自己的数字。</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 with spares; capex %3</source>
        <translation>%1 卡，含备件 %2 卡；购置成本 %3</translation>
    </message>
</context>
<context>
    <name>SelfBuiltTableModel</name>
    <message>
        <source>not within the horizon</source>
        <translation>规划期内不会</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>≈ %1 months</source>
        <translation>≈ %1 个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>never pays</source>
        <translation>永不回本</translation>
    </message>
    <message>
        <source>Past the horizon: extrapolated at the last month&apos;s saving.</source>
        <translation>超出规划期：按最后一个月的节省额外推。</translation>
    </message>
    <message>
        <source>Building saves</source>
        <translation>自建更省</translation>
    </message>
    <message>
        <source>Building costs more</source>
        <translation>自建更贵</translation>
    </message>
    <message>
        <source>Self-built against</source>
        <translation>自建对比</translation>
    </message>
    <message>
        <source>Catches up</source>
        <translation>追平</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>回本期</translation>
    </message>
    <message>
        <source>NPV of building</source>
        <translation>自建净现值</translation>
    </message>
    <message>
        <source>First month the self-built cumulative cash is at or below this strategy&apos;s.</source>
        <translation>自建累计现金支出首次不高于此策略的月份。</translation>
    </message>
    <message>
        <source>When owning has paid back against this strategy, within the month; ≈: past the horizon, at the last month&apos;s saving.</source>
        <translation>相对此策略，自建回本的时间（精确到月）；≈：超出规划期，按最后一个月的节省额外推。</translation>
    </message>
    <message>
        <source>Utilization of the owned GPUs above which owning costs less per useful GPU-hour than this strategy.</source>
        <translation>自有显卡利用率高于此值时，每有效卡时的自建成本低于此策略。</translation>
    </message>
    <message>
        <source>Present cost of this strategy minus that of self-built, at the discount rate: above zero, building saves.</source>
        <translation>按折现率计算的此策略现值成本减去自建现值成本：大于零即自建更省。</translation>
    </message>
</context>
<context>
    <name>SpotSection</name>
    <message>
        <source>Spot / preemptible price; about 20–30 % of on-demand.</source>
        <translation>竞价 / 抢占式实例价格；约为按量价格的 20–30%。</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>GPU-hours lost to reclaims (reruns since the last checkpoint, restarts, checkpoint writes) as a share of the useful GPU-hours.</source>
        <translation>因回收损失的卡时（从上个检查点断点续训重跑、重启、写检查点）占有效卡时的比例。</translation>
    </message>
    <message>
        <source>Interruption overhead:</source>
        <translation>中断开销：</translation>
    </message>
    <message>
        <source>Compare running all the work on spot</source>
        <translation>比较全部用竞价实例运行</translation>
    </message>
    <message>
        <source>Sensible only if every job tolerates reclaims. Off, the spot price still serves the hybrid&apos;s spot share and a spot fallback.</source>
        <translation>仅当所有任务都能容忍回收时才合理。不勾选时，竞价价格仍用于混合策略的竞价份额和竞价兜底。</translation>
    </message>
    <message>
        <source>Compare all spot</source>
        <translation>比较全部竞价</translation>
    </message>
</context>
<context>
    <name>SpreadMarks</name>
    <message>
        <source>P10–P90 of cost and time at the chosen count</source>
        <translation>所选卡数下成本和时间的 P10–P90</translation>
    </message>
    <message>
        <source>P10–P90 at the chosen count</source>
        <translation>所选卡数下的 P10–P90</translation>
    </message>
</context>
<context>
    <name>StorageSection</name>
    <message>
        <source>Known</source>
        <translation>已知</translation>
    </message>
    <message>
        <source>Storage throughput</source>
        <translation>存储吞吐</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Sequential read per node: a packed dataset (the kit measures it).</source>
        <translation>每节点顺序读：打包好的数据集（测试包可测）。</translation>
    </message>
    <message>
        <source>Read:</source>
        <translation>读取：</translation>
    </message>
    <message>
        <source>Many small files read at random, per node.</source>
        <translation>每节点随机读取大量小文件的速度。</translation>
    </message>
    <message>
        <source>Small-file read:</source>
        <translation>小文件读取：</translation>
    </message>
    <message>
        <source>Checkpoint writes: set, the write time is the checkpoint&apos;s size over it.</source>
        <translation>检查点写入速度：设置后，写检查点时长 = 检查点大小 ÷ 该速度。</translation>
    </message>
    <message>
        <source>Write:</source>
        <translation>写入：</translation>
    </message>
    <message>
        <source>Dataset packed into large shards</source>
        <translation>数据集已打包为大分片</translation>
    </message>
    <message>
        <source>Off: the dataset is many small files, read at the small-file rate.</source>
        <translation>不勾选：数据集是大量小文件，按小文件读取速度计算。</translation>
    </message>
    <message>
        <source>Fill typical rates</source>
        <translation>填入典型速度</translation>
    </message>
    <message>
        <source>Quota granted in time:</source>
        <translation>配额按时到位：</translation>
    </message>
    <message>
        <source>Image ready (driver, CUDA, PyTorch):</source>
        <translation>镜像可用（驱动、CUDA、PyTorch）：</translation>
    </message>
    <message>
        <source>Documentation:</source>
        <translation>文档：</translation>
    </message>
    <message>
        <source>Ticket response:</source>
        <translation>工单响应：</translation>
    </message>
    <message>
        <source>No NCCL errors:</source>
        <translation>无 NCCL 报错：</translation>
    </message>
    <message>
        <source>What the trial showed, beside the cost (never in it).</source>
        <translation>试用中发现的情况，与成本并列显示（不计入成本）。</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Toggle packed dataset</source>
        <translation>切换数据集打包</translation>
    </message>
    <message>
        <source>Fill typical storage rates</source>
        <translation>填入典型存储速度</translation>
    </message>
    <message>
        <source>No typical rates for this kind: measure them with the test kit.</source>
        <translation>此类存储没有典型速度：请用测试包实测。</translation>
    </message>
    <message>
        <source>A checkpoint of %1 GB takes %2 min at this write rate (used instead of the typed write time).</source>
        <translation>按此写入速度，%1 GB 的检查点需 %2 分钟（代替手填的写入时长）。</translation>
    </message>
    <message>
        <source>1 poor … 5 good; the day it is set is kept with it.</source>
        <translation>1 差 … 5 好；同时记下打分的日期。</translation>
    </message>
    <message>
        <source>Typical rates of this kind where none is known: %1.</source>
        <translation>在未知处填入此类存储的典型速度：%1。</translation>
    </message>
    <message>
        <source>Measured by the test kit on %1 (%2): %3.</source>
        <translation>由测试包在 %1 上实测（%2）：%3。</translation>
    </message>
</context>
<context>
    <name>StrategyCostsTableModel</name>
    <message>
        <source>The rented GPUs&apos; power is unknown: choose the GPU from the catalog.</source>
        <translation>租用 GPU 的功耗未知：请从目录中选择 GPU。</translation>
    </message>
    <message>
        <source>Peak %1 kW</source>
        <translation>峰值 %1 kW</translation>
    </message>
    <message>
        <source>Electricity paid: %1</source>
        <translation>自付电费：%1</translation>
    </message>
    <message>
        <source>Energy over the horizon: GPU-hours run × power × server overhead × PUE at the load factor, plus GPUs held but idle (reserved, leased, owned) at the idle share.</source>
        <translation>规划期内耗电：运行的 GPU 小时 × 功耗 × 服务器附加系数 × PUE × 负载系数，加上占用但空闲的 GPU（包月、整机租赁、自建）按空闲比例计。</translation>
    </message>
    <message>
        <source>The kWh × the plan&apos;s grid factor (kg CO₂/kWh) / 1000.</source>
        <translation>耗电量 kWh × 方案的电网排放因子（kg CO₂/kWh）÷ 1000。</translation>
    </message>
    <message>
        <source>The cheapest strategy in present value</source>
        <translation>现值最低的策略</translation>
    </message>
    <message>
        <source>Total cash</source>
        <translation>现金合计</translation>
    </message>
    <message>
        <source>Per useful GPU-h</source>
        <translation>每有效卡时</translation>
    </message>
    <message>
        <source>Without tax</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>With tax</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>Every month&apos;s cost discounted at the plan&apos;s rate: the ranking.</source>
        <translation>每月成本按方案的折现率折现：据此排名。</translation>
    </message>
    <message>
        <source>Cash over the horizon, plus what is owed after it or recovered at its end.</source>
        <translation>规划期内的现金支出，加上期后仍需支付或期末可回收的金额。</translation>
    </message>
    <message>
        <source>Total cash over the GPU-hours demanded.</source>
        <translation>现金合计除以需求卡时。</translation>
    </message>
    <message>
        <source>At the blocks&apos; net unit prices (discount or negotiated price) less at the list prices, over the horizon; included in Total cash.</source>
        <translation>规划期内按各项净单价（折扣或议定价）减去按标价的差额；已计入现金合计。</translation>
    </message>
    <message>
        <source>The blocks&apos; internal markups on their spending at the net prices; included in Total cash.</source>
        <translation>各项按净价支出上的内部加价；已计入现金合计。</translation>
    </message>
    <message>
        <source>The plan&apos;s tax on the spending at the net prices: services for cloud GPU time and hosting, hardware for leases, capex, power and repairs.</source>
        <translation>方案税率对按净价支出计征的税费：云 GPU 时长和托管按服务税率，整机租赁、购置、电费和维修按硬件税率。</translation>
    </message>
    <message>
        <source>Total cash less the tax in it.</source>
        <translation>现金合计减去其中的税费。</translation>
    </message>
    <message>
        <source>Without tax plus all the tax paid: Total cash, unless input tax is recoverable.</source>
        <translation>不含税合计加上全部已付税额：除非进项税可抵扣，否则等于现金合计。</translation>
    </message>
</context>
<context>
    <name>StrategySection</name>
    <message>
        <source>Not compared. Tick to add it, priced from the on-demand price.</source>
        <translation>未参与比较。勾选以添加，按按量价格估价。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Peak month of each term</source>
        <translation>每个合约期的峰值月</translation>
    </message>
    <message>
        <source>A percentile of each term&apos;s months</source>
        <translation>每个合约期各月的某个百分位</translation>
    </message>
    <message>
        <source>How many %1 each contract holds: enough for the busiest month, or for a percentile of its months with the rest bought on demand.</source>
        <translation>每份合约包含多少%1：满足最忙的月份，或满足各月的某个百分位、其余按量购买。</translation>
    </message>
    <message>
        <source>Size to:</source>
        <translation>规模依据：</translation>
    </message>
    <message>
        <source>P50 = the median month; demand above it is bought on demand.</source>
        <translation>P50 = 中位月份；超出部分按量购买。</translation>
    </message>
    <message>
        <source>Percentile:</source>
        <translation>百分位：</translation>
    </message>
    <message>
        <source>Discount off the list price above (0 = none); every strategy that buys at this price, overflow and fallbacks included, pays the net price.</source>
        <translation>在上面的标价上打的折扣（0 = 无）；凡按此价购买的策略（含溢出和兜底）都按净价支付。</translation>
    </message>
    <message>
        <source>Discount:</source>
        <translation>折扣：</translation>
    </message>
    <message>
        <source>The price actually agreed, in the list price&apos;s unit.</source>
        <translation>实际议定的价格，单位与标价相同。</translation>
    </message>
    <message>
        <source>Negotiated:</source>
        <translation>议定价：</translation>
    </message>
    <message>
        <source>Price agreed:</source>
        <translation>议定价格：</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Date of the negotiated price (quote or contract).</source>
        <translation>议定价格的日期（报价或合同）。</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Where the negotiated price comes from (quote, contract).</source>
        <translation>议定价格的来源（报价、合同）。</translation>
    </message>
    <message>
        <source>Change the negotiation date</source>
        <translation>修改议定日期</translation>
    </message>
    <message>
        <source>Change the negotiation source</source>
        <translation>修改议定来源</translation>
    </message>
    <message>
        <source>Agreed on:</source>
        <translation>议定日期：</translation>
    </message>
    <message>
        <source>Internal chargeback markup on what is spent at this price (untaxed).</source>
        <translation>按此价支出上的内部分摊加价（不计税）。</translation>
    </message>
    <message>
        <source>Markup:</source>
        <translation>加价：</translation>
    </message>
    <message>
        <source>Compare %1</source>
        <translation>比较%1</translation>
    </message>
    <message>
        <source>Stop comparing %1</source>
        <translation>不再比较%1</translation>
    </message>
</context>
<context>
    <name>TargetsPanel</name>
    <message>
        <source>Deadline and budget</source>
        <translation>工期与预算</translation>
    </message>
    <message>
        <source>Where no GPU count meets a target, point at the cell for what would; the same fixes are listed as suggestions under Warnings.</source>
        <translation>若没有卡数能满足目标，将鼠标指向单元格可查看怎样才能满足；同样的建议也列在“提示”中。</translation>
    </message>
</context>
<context>
    <name>TargetsTableModel</name>
    <message>
        <source>Cheapest meeting the deadline</source>
        <translation>满足工期的最便宜方案</translation>
    </message>
    <message>
        <source>Fastest within the budget</source>
        <translation>预算内最快的方案</translation>
    </message>
    <message>
        <source>Cheapest meeting both</source>
        <translation>同时满足两者的最便宜方案</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>No GPU count does</source>
        <translation>没有卡数能满足</translation>
    </message>
    <message>
        <source>%1 GPU · %2 · %3</source>
        <translation>%1 卡 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 GPUs · %2 · %3</source>
        <translation>%1 卡 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>TaxSection</name>
    <message>
        <source>Taxes (VAT)</source>
        <translation>税费（增值税）</translation>
    </message>
    <message>
        <source>Services: cloud GPU time, hosting, fee items, the trial. Hardware: leases, self-built hardware, power and repairs. Staff and the markup carry no tax.</source>
        <translation>服务类：云算力、托管、费用项、试跑。硬件类：租赁、自建硬件、电力和维修。运维人力与内部加价不计税。</translation>
    </message>
    <message>
        <source>Add taxes to the bills</source>
        <translation>账单计入税费</translation>
    </message>
    <message>
        <source>Toggle taxes</source>
        <translation>切换税费</translation>
    </message>
    <message>
        <source>Tax rate on services.</source>
        <translation>服务类税率。</translation>
    </message>
    <message>
        <source>Services:</source>
        <translation>服务：</translation>
    </message>
    <message>
        <source>Tax rate on hardware.</source>
        <translation>硬件类税率。</translation>
    </message>
    <message>
        <source>Hardware:</source>
        <translation>硬件：</translation>
    </message>
    <message>
        <source>Input tax is recoverable</source>
        <translation>进项税可抵扣</translation>
    </message>
    <message>
        <source>Paid, then credited back: the cost to reach the target excludes it.</source>
        <translation>先支付后抵扣：训练达标成本不含此税。</translation>
    </message>
    <message>
        <source>Toggle recoverable tax</source>
        <translation>切换进项税抵扣</translation>
    </message>
    <message>
        <source>Where the rates come from.</source>
        <translation>税率的来源。</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>China VAT preset (6 % / 13 %)</source>
        <translation>中国增值税预设（6 % / 13 %）</translation>
    </message>
    <message>
        <source>6 % on IT services (Caishui [2016] No. 36); 13 % on goods and leases of tangible movable property (MOF/STA/GACC Announcement 2019 No. 39).</source>
        <translation>信息技术服务 6 %（财税〔2016〕36号）；货物及有形动产租赁 13 %（财政部 税务总局 海关总署公告2019年第39号）。</translation>
    </message>
    <message>
        <source>Apply the China VAT preset</source>
        <translation>应用中国增值税预设</translation>
    </message>
</context>
<context>
    <name>TermCombo</name>
    <message>
        <source>Month to month</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
</context>
<context>
    <name>TimeChart</name>
    <message>
        <source>Time to delivery by GPU count</source>
        <translation>交付时间与卡数</translation>
    </message>
    <message>
        <source>Time to delivery (hours)</source>
        <translation>交付时间（小时）</translation>
    </message>
    <message>
        <source>Deadline %1</source>
        <translation>工期 %1</translation>
    </message>
</context>
<context>
    <name>TornadoChart</name>
    <message>
        <source>The platform whose cost swings are shown</source>
        <translation>显示其成本波动的平台</translation>
    </message>
    <message>
        <source>Platform:</source>
        <translation>平台：</translation>
    </message>
    <message>
        <source>Input at its low end</source>
        <translation>输入取下限</translation>
    </message>
    <message>
        <source>Input at its high end</source>
        <translation>输入取上限</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>训练达标成本（%1）</translation>
    </message>
    <message>
        <source>%1 cannot run this plan</source>
        <translation>%1 无法运行此方案</translation>
    </message>
    <message>
        <source>What moves the total: %1 at %2 GPUs</source>
        <translation>影响训练达标成本的因素：%1，%2 卡</translation>
    </message>
    <message>
        <source>Expected %1</source>
        <translation>预期 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 at %2 (its high end)</source>
        <translation>%1 取 %2（上限）</translation>
    </message>
    <message>
        <source>%1 at %2 (its low end)</source>
        <translation>%1 取 %2（下限）</translation>
    </message>
    <message>
        <source>The job does not finish</source>
        <translation>任务无法完成</translation>
    </message>
    <message>
        <source>Total %1, %2 more than expected</source>
        <translation>训练达标成本 %1，比预期多 %2</translation>
    </message>
    <message>
        <source>Total %1, %2 less than expected</source>
        <translation>训练达标成本 %1，比预期少 %2</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <source>Workload: the job to train</source>
        <translation>训练任务：要训练什么</translation>
    </message>
    <message>
        <source>gpuplanner computes the whole bill for training a model to target. Start with the job: the model, the method, the tokens, batch, precision and parallelism, and your deadline and budget. Beside the form: the total work in FLOPs, the memory per GPU and the minimum GPU count on each platform.</source>
        <translation>gpuplanner 计算把模型训练达标的完整账单。先描述任务：模型、训练方式、token 数、批大小、精度和并行策略，以及工期和预算。表单旁边显示总计算量（FLOPs）、每卡显存以及每个平台所需的最少卡数。</translation>
    </message>
    <message>
        <source>Platforms: where it could run</source>
        <translation>平台：可以在哪里跑</translation>
    </message>
    <message>
        <source>Each row is a candidate: a GPU, a pricing mode (on-demand, spot, reserved, lease or self-built), the utilization (MFU) you expect, the interconnect, the GPU count or quota, setup hours and interruptions. Add one from a preset, then put in the price from your own quote.</source>
        <translation>每一行是一个候选平台：显卡、计费方式（按量付费、竞价实例、包月/包年、整机租赁或自建）、预期的利用率系数（MFU）、互联、卡数或配额、准备时间和中断。从预设添加一个平台，再填入你拿到的报价。</translation>
    </message>
    <message>
        <source>Fee items: what is easy to forget</source>
        <translation>费用项：容易漏掉的开销</translation>
    </message>
    <message>
        <source>Storage, egress, public IPs, snapshots, support and labor, for each platform. “Add the usual items” inserts them so none is forgotten; each one grows with the GPUs or the hours according to its basis.</source>
        <translation>每个平台的存储、公网流量、公网 IP、快照、技术支持和人工。“添加常见费用项”会一次加入这些项目，避免遗漏；每一项按其计费基础随卡数或时长变化。</translation>
    </message>
    <message>
        <source>Results: the bill to reach the target</source>
        <translation>结果：训练达标的账单</translation>
    </message>
    <message>
        <source>The platforms ranked by total cost (compute, fees and interruption losses) at the GPU count gpuplanner recommends, with training hours, delivery days and whether the deadline and budget hold. The warnings explain each problem in plain words. Every edit updates this page at once.</source>
        <translation>各平台按训练达标成本（算力费用、其他费用和中断损失）排名，卡数为 gpuplanner 推荐的数量，并给出训练时长、交付天数以及是否满足工期和预算。“提示”用通俗的话解释每个问题。每次修改都会立即更新本页。</translation>
    </message>
    <message>
        <source>Fleet plan: months, not one job</source>
        <translation>长期规划：按月看，而不只是一次任务</translation>
    </message>
    <message>
        <source>A team&apos;s monthly GPU-hour demand over a horizon, compared across renting, reserving, spot, leasing and building your own: the cumulative cost, the break-even month and the utilization at which owning pays.</source>
        <translation>团队在规划期内每月的卡时需求，在按量租用、包月/包年、竞价、整机租赁和自建之间比较：累计成本、盈亏平衡月份，以及自建划算所需的利用率。</translation>
    </message>
    <message>
        <source>Where to go from here</source>
        <translation>接下来</translation>
    </message>
    <message>
        <source>Help → Method explains the calculation with the example plan; Help → Tour shows this tour again. Save the plan with Ctrl+S; File → Export to Excel writes a workbook finance can check.</source>
        <translation>“帮助 → 计算方法”用示例方案讲解计算过程；“帮助 → 功能导览”可再次查看本导览。用 Ctrl+S 保存方案；“文件 → 导出到 Excel”生成财务可以核对的工作簿。</translation>
    </message>
</context>
<context>
    <name>TourCallout</name>
    <message>
        <source>Don&apos;t show again</source>
        <translation>不再显示</translation>
    </message>
    <message>
        <source>The tour stays available from Help → Tour.</source>
        <translation>随时可以从“帮助 → 功能导览”再次打开。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>TradeoffChart</name>
    <message>
        <source>Cost against time: paying more to finish sooner</source>
        <translation>成本与时间：多花钱换更早完成</translation>
    </message>
    <message>
        <source>Time to delivery (hours)</source>
        <translation>交付时间（小时）</translation>
    </message>
    <message>
        <source>Pareto frontier: the cheapest option by each time</source>
        <translation>帕累托前沿：每个时间点上最便宜的方案</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>训练达标成本（%1）</translation>
    </message>
    <message>
        <source>Deadline %1</source>
        <translation>工期 %1</translation>
    </message>
</context>
<context>
    <name>TrialSection</name>
    <message>
        <source>Trial run (small card trial, big card finish)</source>
        <translation>试跑（小卡试跑，大卡完成）</translation>
    </message>
    <message>
        <source>Debug on a cheaper GPU before the run. The trial&apos;s cost is added to every platform&apos;s total and its hours to every delivery; the setup it saves comes off each platform&apos;s setup time.</source>
        <translation>正式训练前先在较便宜的卡上调试。试跑成本计入每个平台的训练达标成本，其时长计入每个交付时间；它节省的准备时间从每个平台的准备时间中扣除。</translation>
    </message>
    <message>
        <source>Length of the trial.</source>
        <translation>试跑时长。</translation>
    </message>
    <message>
        <source>GPUs used by the trial.</source>
        <translation>试跑所用卡数。</translation>
    </message>
    <message>
        <source>Change trial length</source>
        <translation>修改试跑时长</translation>
    </message>
    <message>
        <source>on</source>
        <translation>用</translation>
    </message>
    <message>
        <source>Change trial GPUs</source>
        <translation>修改试跑卡数</translation>
    </message>
    <message>
        <source>Trial:</source>
        <translation>试跑：</translation>
    </message>
    <message>
        <source>Price the trial at a typed rate, or under one of the plan&apos;s platforms.</source>
        <translation>按手填单价，或按方案中某个平台的计费方式为试跑计价。</translation>
    </message>
    <message>
        <source>Priced at:</source>
        <translation>计价：</translation>
    </message>
    <message>
        <source>%1 /GPU-h</source>
        <translation>%1/卡时</translation>
    </message>
    <message>
        <source>What one GPU-hour of the trial costs.</source>
        <translation>试跑每卡时的费用。</translation>
    </message>
    <message>
        <source>Change trial price</source>
        <translation>修改试跑价格</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>Setup and debugging the trial takes off every platform&apos;s own setup time (never below zero).</source>
        <translation>试跑完成的准备和调试，从每个平台自身的准备时间中扣除（不低于零）。</translation>
    </message>
    <message>
        <source>Saves setup:</source>
        <translation>节省准备时间：</translation>
    </message>
    <message>
        <source>Trial cost:</source>
        <translation>试跑成本：</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>A typed price per GPU-hour</source>
        <translation>用户输入的每卡时单价</translation>
    </message>
    <message>
        <source>%1&apos;s pricing</source>
        <translation>%1 的计费方式</translation>
    </message>
    <message>
        <source>No trial run.</source>
        <translation>不试跑。</translation>
    </message>
    <message>
        <source>%1, added to every platform&apos;s total.</source>
        <translation>%1，计入每个平台的训练达标成本。</translation>
    </message>
    <message>
        <source>Add trial run</source>
        <translation>添加试跑</translation>
    </message>
    <message>
        <source>Remove trial run</source>
        <translation>删除试跑</translation>
    </message>
    <message>
        <source>Price the trial per GPU-hour</source>
        <translation>按每卡时为试跑计价</translation>
    </message>
    <message>
        <source>Price the trial on %1</source>
        <translation>按 %1 为试跑计价</translation>
    </message>
</context>
<context>
    <name>VerdictView</name>
    <message>
        <source>No fleet plan to compare.</source>
        <translation>没有可比较的长期算力规划。</translation>
    </message>
    <message>
        <source>The fleet plan could not be compared: %1</source>
        <translation>无法比较长期算力规划：%1</translation>
    </message>
</context>
<context>
    <name>WarningsPanel</name>
    <message>
        <source>Warnings (%1)</source>
        <translation>提示（%1）</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>No warnings yet: the plan has no platform.</source>
        <translation>暂无警告：方案中还没有平台。</translation>
    </message>
    <message>
        <source>No warnings: every platform can run this plan as entered.</source>
        <translation>没有提示：按当前填写，每个平台都能运行此方案。</translation>
    </message>
</context>
<context>
    <name>binding</name>
    <message>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <source>%1 — the plan keeps %2</source>
        <translation>%1 — 方案仍保留 %2</translation>
    </message>
    <message>
        <source>%1 — not applied</source>
        <translation>%1 — 未应用</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1 (check the folder exists and is writable).</source>
        <translation>无法写入 %1（请检查文件夹是否存在且可写）。</translation>
    </message>
    <message>
        <source>Showing the %1 cheapest of %2 platforms and the one selected in the table; the table lists them all.</source>
        <translation>仅显示 %2 个平台中最便宜的 %1 个及表格中选中的平台；表格列出了全部平台。</translation>
    </message>
    <message>
        <source>Showing the %1 cheapest of %2 platforms; the table lists them all.</source>
        <translation>仅显示 %2 个平台中最便宜的 %1 个；表格列出了全部平台。</translation>
    </message>
    <message>
        <source>Showing the %1 cheapest of %2 platforms; the Results tab lists them all.</source>
        <translation>仅显示 %2 个平台中最便宜的 %1 个；“结果”页列出了全部平台。</translation>
    </message>
    <message>
        <source>Compute (GPU time)</source>
        <translation>算力费用（GPU 时间）</translation>
    </message>
    <message>
        <source>Other fees</source>
        <translation>其他费用</translation>
    </message>
</context>
<context>
    <name>currency_dialog</name>
    <message>
        <source>Prices converted from %1 at %2.</source>
        <translation>价格已从 %1 按 %2 换算。</translation>
    </message>
    <message>
        <source>Change currency and exchange rates</source>
        <translation>修改币种与汇率</translation>
    </message>
</context>
<context>
    <name>fields</name>
    <message>
        <source>Type 1e9, 1,000,000,000, 1B (billion), 1.5T, 500M, 20万 or 10亿.</source>
        <translation>可输入 1e9、1,000,000,000、1B（十亿）、1.5T、500M、20万 或 10亿。</translation>
    </message>
    <message>
        <source>not a number: type e.g. 1e9, 1,000,000,000 or 1B</source>
        <translation>不是数字：请输入例如 1e9、1,000,000,000 或 1B</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>数字太大</translation>
    </message>
    <message>
        <source>at most %1 decimal places here</source>
        <translation>此处最多 %1 位小数</translation>
    </message>
    <message>
        <source>type a number</source>
        <translation>请输入数字</translation>
    </message>
    <message>
        <source>not a number: write a power of ten as 1e3</source>
        <translation>不是数字：10 的幂请写作 1e3</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>“%1” separates thousands here; write the decimal with “%2”</source>
        <translation>此处“%1”是千位分隔符；小数点请用“%2”</translation>
    </message>
    <message>
        <source>digit groups must have three digits</source>
        <translation>数字分组必须为三位</translation>
    </message>
    <message>
        <source>write the decimal with “%1”</source>
        <translation>小数点请用“%1”</translation>
    </message>
    <message>
        <source>unknown suffix “%1”: use K, M, B, T, 万 or 亿</source>
        <translation>未知后缀“%1”：请使用 K、M、B、T、万 或 亿</translation>
    </message>
    <message>
        <source>Range: %1 – %2 %3</source>
        <translation>范围：%1 – %2 %3</translation>
    </message>
    <message>
        <source>Range: %1 or more %2</source>
        <translation>范围：%1 %2 及以上</translation>
    </message>
</context>
<context>
    <name>fleet_edits</name>
    <message>
        <source>The hybrid prices its base with this block: turn the hybrid off first.</source>
        <translation>混合策略用此包月部分为基础量计价：请先关闭混合策略。</translation>
    </message>
    <message>
        <source>The hybrid runs a spot share at this price: set its spot share to 0 first.</source>
        <translation>混合策略按此价格运行竞价份额：请先将其竞价份额设为 0。</translation>
    </message>
    <message>
        <source>The self-built cluster falls back to spot: choose on-demand there first.</source>
        <translation>自建集群以竞价实例兜底：请先在那里改为按量付费。</translation>
    </message>
    <message>
        <source>The column has %1 figures; a fleet plan covers at most %2 months.</source>
        <translation>该列有 %1 个数值；长期算力规划最多覆盖 %2 个月。</translation>
    </message>
</context>
<context>
    <name>format</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 FLOPs</source>
        <translation>%1 FLOPs</translation>
    </message>
</context>
<context>
    <name>layout_detail</name>
    <message>
        <source>Layout at %1 GPUs: d %2 × t %3 × p %4 × e %5</source>
        <translation>%1 卡下的布局：d %2 × t %3 × p %4 × e %5</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Virtual pipeline stages (model chunks per pipeline stage): %1</source>
        <translation>虚拟流水线阶段（每个流水线阶段的模型块数）：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Memory per GPU at %1 GPUs: %2 of %3 usable</source>
        <translation>%1 卡时每卡显存：%2，可用 %3</translation>
    </message>
    <message>
        <source>Micro-batch: %1</source>
        <translation>微批大小：%1</translation>
    </message>
    <message>
        <source>Layout at %1 GPU: d %2 × t %3 × p %4 × e %5</source>
        <translation>%1 卡下的布局：d %2 × t %3 × p %4 × e %5</translation>
    </message>
    <message>
        <source>ZeRO stage: %1</source>
        <translation>ZeRO 阶段：%1</translation>
    </message>
    <message>
        <source>Recompute: %1</source>
        <translation>激活重计算：%1</translation>
    </message>
    <message>
        <source>Sequence parallelism: %1</source>
        <translation>序列并行：%1</translation>
    </message>
    <message>
        <source>Every setting as typed (pinned)</source>
        <translation>所有设置均按填写值（固定）</translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation>权重：%1</translation>
    </message>
    <message>
        <source>Gradients: %1</source>
        <translation>梯度：%1</translation>
    </message>
    <message>
        <source>Optimizer states: %1</source>
        <translation>优化器状态：%1</translation>
    </message>
    <message>
        <source>Activations: %1</source>
        <translation>激活值：%1</translation>
    </message>
    <message>
        <source>Runtime reserve: %1</source>
        <translation>运行时预留：%1</translation>
    </message>
    <message>
        <source>Memory per GPU at %1 GPU: %2 of %3 usable</source>
        <translation>%1 卡时每卡显存：%2，可用 %3</translation>
    </message>
    <message>
        <source>Expert tensor parallel: %1</source>
        <translation>专家张量并行：%1</translation>
    </message>
    <message>
        <source>Chosen by gpuplanner: %1</source>
        <translation>由 gpuplanner 选择：%1</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <source>gpuplanner plans (*.gpuplan);;All files (*)</source>
        <translation>gpuplanner 方案 (*.gpuplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing?</source>
        <translation>关闭前是否保存对“%1”的修改？</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>如果不保存，所做的修改将会丢失。</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Save plan as</source>
        <translation>方案另存为</translation>
    </message>
    <message>
        <source>Export to Excel</source>
        <translation>导出到 Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx);;All files (*)</source>
        <translation>Excel 工作簿 (*.xlsx);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>gpuplanner did not close normally last time. Restore the unsaved changes to “%1”?</source>
        <translation>gpuplanner 上次未正常关闭。是否恢复对“%1”未保存的修改？</translation>
    </message>
    <message>
        <source>Last autosaved at %1. If you choose No, the recovered copy is deleted.</source>
        <translation>最后自动保存于 %1。如果选择“否”，恢复副本将被删除。</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>Another window or program wrote it. Reload it (your changes here are lost), overwrite it with your version (its changes are lost), or save yours under another name?</source>
        <translation>另一个窗口或程序写入了它。要重新载入（这里的修改将丢失）、用你的版本覆盖（它的修改将丢失），还是把你的版本另存为其他名称？</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新载入</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since you opened or last saved it.</source>
        <translation>自你打开或上次保存以来，“%1”已在磁盘上被修改。</translation>
    </message>
</context>
<context>
    <name>trial</name>
    <message>
        <source>The trial run (%1 on one GPU) costs %3; it is included in every total and delays every delivery by %1.</source>
        <translation>试跑（单卡 %1）成本 %3；已计入每个训练达标成本，每个交付时间都推迟 %1。</translation>
    </message>
    <message>
        <source>The trial run (%1 on %2 GPUs) costs %3; it is included in every total and delays every delivery by %1.</source>
        <translation>试跑（%2 卡 %1）成本 %3；已计入每个训练达标成本，每个交付时间都推迟 %1。</translation>
    </message>
</context>
<context>
    <name>usual_fees</name>
    <message>
        <source>Object storage (dataset + checkpoints)</source>
        <translation>对象存储（数据集 + 检查点）</translation>
    </message>
    <message>
        <source>Monthly price per public address; quantity = addresses.</source>
        <translation>每个公网地址的月价格；数量 = 地址个数。</translation>
    </message>
    <message>
        <source>Data leaving the provider over the public internet (e.g. 0.5 CNY/GB); 0 on an intranet. Quantity: the trained weights you download.</source>
        <translation>经公网流出服务商的数据（如 0.5 元/GB）；内网为 0。数量：要下载的训练后权重。</translation>
    </message>
    <message>
        <source>Disk snapshots or images kept: GB and the price per GB-month (quantity: one checkpoint).</source>
        <translation>保留的磁盘快照或镜像：GB 数与每 GB 每月单价（数量：一个检查点）。</translation>
    </message>
    <message>
        <source>Support plan as a percentage of the GPU time after any discount (discounted compute + interruptions).</source>
        <translation>技术支持计划，按折扣后 GPU 时间费用（折后算力费用 + 中断损失）的百分比计。</translation>
    </message>
    <message>
        <source>Labor (setup, debugging, migration)</source>
        <translation>人工（部署、调试、迁移）</translation>
    </message>
    <message>
        <source>Quantity = engineer hours, rate = cost per hour.</source>
        <translation>数量 = 工程师工时，单价 = 每小时成本。</translation>
    </message>
    <message>
        <source>Enter the price per GB-month (e.g. object 0.1, file 0.2 CNY). Quantity: the %1 GB dataset and two %2 GB checkpoints.</source>
        <translation>请输入每 GB 每月单价（如对象存储 0.1 元、文件存储 0.2 元）。数量：%1 GB 数据集加两个 %2 GB 检查点。</translation>
    </message>
</context>
</TS>
