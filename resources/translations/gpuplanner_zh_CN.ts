<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
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
        <source>None</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全重计算</translation>
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
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Removes the attention-score activations (5·a·s/h).</source>
        <translation>省去注意力分数的激活值（5·a·s/h 项）。</translation>
    </message>
    <message>
        <source>Toggle FlashAttention</source>
        <translation>切换 FlashAttention</translation>
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
        <source>%1 · %2 GPUs</source>
        <translation>%1 · %2 卡</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
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
        <source>Logarithmic GPU and time axes</source>
        <translation>卡数与时间轴用对数刻度</translation>
    </message>
    <message>
        <source>Spread out small GPU counts and short times when the range is wide</source>
        <translation>范围很大时，拉开小卡数和短时间的间距</translation>
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
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>CostChart</name>
    <message>
        <source>Total cost by GPU count</source>
        <translation>训练达标成本与卡数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
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
        <source>GPUs</source>
        <translation>卡数</translation>
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
        <source>min</source>
        <translation>分钟</translation>
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
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Waiting for quota or stock: delays delivery.</source>
        <translation>等待配额或库存：推迟交付。</translation>
    </message>
    <message>
        <source>Queue wait:</source>
        <translation>排队等待：</translation>
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
        <source>epochs</source>
        <translation>轮</translation>
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
        <source>tokens</source>
        <translation>token</translation>
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
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Size of the training data on disk; drives storage and egress fees.</source>
        <translation>训练数据在磁盘上的大小；影响存储费和公网流量费。</translation>
    </message>
    <message>
        <source>Dataset size:</source>
        <translation>数据集大小：</translation>
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
        <translation>每卡显存（单卡时）</translation>
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
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Min GPUs</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>never fits</source>
        <translation>放不下</translation>
    </message>
</context>
<context>
    <name>DocumentLifecycle</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>无法打开方案</translation>
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
</context>
<context>
    <name>FeeDelegate</name>
    <message>
        <source>Percent of the compute bill</source>
        <translation>算力费用的百分比</translation>
    </message>
</context>
<context>
    <name>FeeTableModel</name>
    <message>
        <source>Object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>File storage</source>
        <translation>文件存储</translation>
    </message>
    <message>
        <source>Block storage</source>
        <translation>块存储</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>公网流量费</translation>
    </message>
    <message>
        <source>Public IP</source>
        <translation>公网 IP</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>Support / SLA</source>
        <translation>技术支持 / SLA</translation>
    </message>
    <message>
        <source>Labor</source>
        <translation>人工</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定金额</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>每 GB</translation>
    </message>
    <message>
        <source>per GB-month</source>
        <translation>每 GB·月</translation>
    </message>
    <message>
        <source>per job hour</source>
        <translation>每任务小时</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <source>per started month</source>
        <translation>每个起算月</translation>
    </message>
    <message>
        <source>% of compute</source>
        <translation>算力费用的 %</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>计费依据</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Cost at chosen N</source>
        <translation>所选卡数下的费用</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
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
        <source>Add the usual items</source>
        <translation>添加常见费用项</translation>
    </message>
    <message>
        <source>Storage, egress, public IP, snapshots, support and labor lines, with rate 0 to fill in; kinds already present are skipped.</source>
        <translation>添加存储、公网流量、公网 IP、快照、技术支持和人工各一行，单价为 0 待填写；已有的类别会跳过。</translation>
    </message>
    <message>
        <source>Platform:</source>
        <translation>平台：</translation>
    </message>
    <message>
        <source>Double-click a cell to edit. Basis: how the fee scales — fixed; per GB; per GB-month (× job months); per job hour; per GPU-hour; per started month; or a percentage of the compute bill.</source>
        <translation>双击单元格可编辑。计费依据：费用如何随规模变化——固定金额；每 GB；每 GB·月（× 任务月数）；每任务小时；每卡时；每个起算月；或算力费用的百分比。</translation>
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
        <source>Add the usual fee items</source>
        <translation>添加常见费用项</translation>
    </message>
    <message>
        <source>This platform cannot run the job; no fees computed.</source>
        <translation>该平台无法运行此任务，未计算费用。</translation>
    </message>
    <message>
        <source>Fees on %1 GPUs: %2 (compute %3)</source>
        <translation>%1 卡时的其他费用：%2（算力费用 %3）</translation>
    </message>
</context>
<context>
    <name>GeneralSection</name>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
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
        <source>Notes:</source>
        <translation>备注：</translation>
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
        <source> (preset %1)</source>
        <translation>（预设 %1）</translation>
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
        <source>days</source>
        <translation>天</translation>
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
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
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
        <source>GB</source>
        <translation>GB</translation>
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
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>%1 peak:</source>
        <translation>%1 峰值：</translation>
    </message>
    <message>
        <source>Choose GPU %1</source>
        <translation>选择显卡 %1</translation>
    </message>
</context>
<context>
    <name>InterconnectSection</name>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>GPUs in one machine (node).</source>
        <translation>一台机器（节点）中的卡数。</translation>
    </message>
    <message>
        <source>Per node:</source>
        <translation>每节点：</translation>
    </message>
    <message>
        <source>Whole nodes only</source>
        <translation>只能整机</translation>
    </message>
    <message>
        <source>GPU counts are multiples of a node.</source>
        <translation>卡数须为整节点的倍数。</translation>
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
        <source>Effective all-reduce bus bandwidth per GPU across machines (InfiniBand, RoCE, Ethernet).</source>
        <translation>跨机器时每卡的有效 all-reduce 总线带宽（InfiniBand、RoCE、以太网）。</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Change bandwidth</source>
        <translation>修改带宽</translation>
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
        <source>h</source>
        <translation>小时</translation>
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
        <source>min</source>
        <translation>分钟</translation>
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
        <translation>自动：%2 卡时每 %1 一次</translation>
    </message>
    <message>
        <source>Automatic: no interruptions expected</source>
        <translation>自动：预计不会中断</translation>
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
        <source>Fee items</source>
        <translation>费用项</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
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
        <source>&amp;Status Bar</source>
        <translation>状态栏(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Warnings Panel</source>
        <translation>提示面板(&amp;W)</translation>
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
        <source>&lt;h3&gt;gpuplanner %1&lt;/h3&gt;&lt;p&gt;What it really costs to train a model to target on each GPU platform, and how many GPUs to take: compute at real throughput, scaling losses, pricing modes, interruptions, fees and setup time.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gpuplanner %1&lt;/h3&gt;&lt;p&gt;在每个 GPU 平台上把模型训练达标到底要花多少钱、该用多少张卡：按有效算力计算，并计入扩展损失、计费方式、中断、各项费用和准备时间。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About gpuplanner</source>
        <translation>关于 gpuplanner</translation>
    </message>
    <message>
        <source>%1[*] — gpuplanner</source>
        <translation>%1[*] — gpuplanner</translation>
    </message>
    <message>
        <source>No platform can run this plan</source>
        <translation>没有平台能运行此方案</translation>
    </message>
    <message>
        <source>Best: %1 — %2</source>
        <translation>最优：%1 — %2</translation>
    </message>
    <message>
        <source>Platforms that cannot run: %1</source>
        <translation>无法运行的平台：%1</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <source>Usable memory per GPU</source>
        <translation>每卡可用显存</translation>
    </message>
    <message>
        <source>Memory per GPU against each GPU&apos;s usable memory</source>
        <translation>每卡所需显存与各卡可用显存</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每卡显存（GB）</translation>
    </message>
    <message>
        <source>%1 of %2 at %3 GPUs</source>
        <translation>%3 卡时需 %1，可用 %2</translation>
    </message>
    <message>
        <source>%1 does not fit in %2 at %3 GPUs</source>
        <translation>%3 卡时需 %1，超出可用的 %2</translation>
    </message>
</context>
<context>
    <name>MethodSection</name>
    <message>
        <source>Training method</source>
        <translation>训练方式</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
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
</context>
<context>
    <name>ModelSection</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
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
        <translation>总参数量，单位十亿（混合专家模型计全部专家）。</translation>
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
    <name>NoticeWording</name>
    <message>
        <source>The model&apos;s layers and hidden size are not given, so its activation memory is estimated from a typical %1-billion-parameter model (%2 layers, hidden size %3).</source>
        <translation>未给出模型的层数和隐藏维度，激活值显存按典型的 %1B 参数模型估算（%2 层，隐藏维度 %3）。</translation>
    </message>
    <message>
        <source>Pick the model from the catalog or enter its architecture for exact figures.</source>
        <translation>从模型目录中选择，或填写其结构参数，可得到准确数字。</translation>
    </message>
    <message>
        <source>%1: this GPU has no %2 support, so %3 is used instead.</source>
        <translation>%1：该显卡不支持 %2，改用 %3。</translation>
    </message>
    <message>
        <source>Check that your training code runs in %1 on this GPU.</source>
        <translation>请确认训练代码能在该显卡上以 %1 运行。</translation>
    </message>
    <message>
        <source>%1: the GPU has no %2 throughput figure, so its speed cannot be computed.</source>
        <translation>%1：该显卡没有 %2 的算力数据，无法计算速度。</translation>
    </message>
    <message>
        <source>Choose another precision, or enter the GPU&apos;s TFLOPS on the Platforms tab.</source>
        <translation>请换一种精度，或在“平台”标签页填写该卡的 TFLOPS。</translation>
    </message>
    <message>
        <source>%1: the job needs %2 per GPU even at the largest GPU count allowed (%3), but each GPU has only %4.</source>
        <translation>%1：即使用到允许的最多卡数（%3），每卡仍需 %2 显存，而每张卡只有 %4。</translation>
    </message>
    <message>
        <source>Use a GPU with more memory, or need less per GPU: ZeRO-3/FSDP, activation recompute, a smaller micro batch, or LoRA/QLoRA.</source>
        <translation>换用显存更大的卡，或降低每卡显存需求：ZeRO-3/FSDP、激活重计算、更小的微批，或 LoRA/QLoRA。</translation>
    </message>
    <message>
        <source>%1 needs %2 GPUs to fit this model in memory; the quota is %3.</source>
        <translation>%1 需要 %2 张卡才能放下该模型，而配额只有 %3 张。</translation>
    </message>
    <message>
        <source>Raise the quota, or need less memory per GPU (ZeRO-3/FSDP, recompute, LoRA).</source>
        <translation>提高配额，或降低每卡显存需求（ZeRO-3/FSDP、激活重计算、LoRA）。</translation>
    </message>
    <message>
        <source>%1: no GPU count up to the quota of %2 matches the tensor × pipeline parallel layout, the whole-node rule and a global batch with one micro-batch per data-parallel rank.</source>
        <translation>%1：在配额 %2 张以内，没有同时满足张量 × 流水线并行布局、整机规则，以及每个数据并行副本至少一个微批的卡数。</translation>
    </message>
    <message>
        <source>Make the quota a multiple of tensor × pipeline parallel, or change the layout.</source>
        <translation>把配额设为张量 × 流水线并行度的倍数，或调整并行布局。</translation>
    </message>
    <message>
        <source>Change the fixed GPU count, or let gpuplanner choose it.</source>
        <translation>修改固定卡数，或让 gpuplanner 自动选择。</translation>
    </message>
    <message>
        <source>%1: from a GPU count of %2 upward, interruptions come faster than the job makes progress; it is not expected to finish.</source>
        <translation>%1：从 %2 卡起，中断来得比训练进度还快，任务预计无法完成。</translation>
    </message>
    <message>
        <source>Enable checkpoints, checkpoint more often, or pick a steadier platform.</source>
        <translation>启用检查点、更频繁地保存检查点，或换一个更稳定的平台。</translation>
    </message>
    <message>
        <source>%1: at the chosen GPU count (%2) delivery takes %3 days, after the %4-day deadline (the fastest possible is %5 days).</source>
        <translation>%1：按所选卡数（%2）需 %3 天交付，超过 %4 天的工期（最快 %5 天）。</translation>
    </message>
    <message>
        <source>Allow more GPUs, choose a faster platform, or move the deadline.</source>
        <translation>允许用更多卡、换更快的平台，或推迟工期。</translation>
    </message>
    <message>
        <source>%1: the total of %2 is over the budget of %3.</source>
        <translation>%1：总成本 %2 超出预算 %3。</translation>
    </message>
    <message>
        <source>%1: on %2 GPUs each GPU does only %3 of the work it would do alone; communication eats the rest.</source>
        <translation>%1：%2 卡时每张卡只完成单卡工作量的 %3，其余被通信消耗。</translation>
    </message>
    <message>
        <source>Fewer GPUs, a faster interconnect or more overlap would waste less.</source>
        <translation>减少卡数、换更快的互联或提高通信重叠，可减少浪费。</translation>
    </message>
    <message>
        <source>%1: without checkpoints, interruptions are expected to cost %2 hours of lost work at the chosen GPU count (%3).</source>
        <translation>%1：未启用检查点，按所选卡数（%3），中断预计会损失 %2 小时的训练进度。</translation>
    </message>
    <message>
        <source>Turn on checkpoints for this platform.</source>
        <translation>为此平台启用检查点。</translation>
    </message>
    <message>
        <source>Check the measured step time, the batch and the model size.</source>
        <translation>请检查实测的单步时间、批大小和模型规模。</translation>
    </message>
    <message>
        <source>%1: the run measured at a GPU count of %2 implies an MFU of %3, above the %4 this GPU can reach.</source>
        <translation>%1：%2 卡实测结果对应的 MFU 为 %3，高于该卡可达到的 %4。</translation>
    </message>
    <message>
        <source>%1: the run measured at a GPU count of %2 implies an MFU of only %3 (below %4).</source>
        <translation>%1：%2 卡实测结果对应的 MFU 只有 %3（低于 %4）。</translation>
    </message>
    <message>
        <source>%1: the measurements imply %2 scaling at a GPU count of %3, faster than linear; 100% is used instead.</source>
        <translation>%1：实测数据意味着 %3 卡时扩展效率为 %2，超过线性；改按 100% 计算。</translation>
    </message>
    <message>
        <source>%1: at a GPU count of %2 the modelled communication (%3 s) takes longer than the measured step (%4 s); the measurement is used as it is.</source>
        <translation>%1：%2 卡时模型估算的通信时间（%3 秒）比实测的单步时间（%4 秒）还长；按实测值计算。</translation>
    </message>
    <message>
        <source>The interconnect bandwidth entered is probably too low.</source>
        <translation>填写的互联带宽可能偏低。</translation>
    </message>
    <message>
        <source>%1: no GPU count meets the %2-day deadline; the fastest is %3 days (at a GPU count of %4), so a deadline of %3 days would.</source>
        <translation>%1：没有卡数能满足 %2 天的工期；最快 %3 天（%4 卡），工期放宽到 %3 天即可。</translation>
    </message>
    <message>
        <source>%1: no GPU count stays within the budget of %2; the cheapest is %3 (at a GPU count of %4), so a budget of %3 would.</source>
        <translation>%1：没有卡数能控制在预算 %2 以内；最便宜 %3（%4 卡），预算提高到 %3 即可。</translation>
    </message>
    <message>
        <source>%1: a quota of %2 GPUs (now %3) would meet the deadline: %4 days for %5.</source>
        <translation>%1：配额提高到 %2 卡（现为 %3）即可满足工期：%4 天，%5。</translation>
    </message>
    <message>
        <source>%1: a quota of %2 GPUs (now %3) would stay within the budget: %4 days for %5.</source>
        <translation>%1：配额提高到 %2 卡（现为 %3）即可控制在预算内：%4 天，%5。</translation>
    </message>
    <message>
        <source>%1: %2 meets the deadline at a GPU count of %3: %4 days for %5.</source>
        <translation>%1：%2 用 %3 卡可满足工期：%4 天，%5。</translation>
    </message>
    <message>
        <source>%1: %2 stays within the budget at a GPU count of %3: %4 days for %5.</source>
        <translation>%1：%2 用 %3 卡可控制在预算内：%4 天，%5。</translation>
    </message>
    <message>
        <source>%1: the deadline and the budget cannot both hold. Meeting the %2-day deadline costs %4 (GPU count %3; budget %5); within the budget the fastest is %7 days (GPU count %6).</source>
        <translation>%1：工期和预算无法同时满足。要满足 %2 天的工期需花费 %4（%3 卡；预算 %5）；在预算内最快需 %7 天（%6 卡）。</translation>
    </message>
    <message>
        <source>Relax one of the two, or choose which matters more.</source>
        <translation>放宽其中一项，或决定哪一项更重要。</translation>
    </message>
    <message>
        <source>%1: the fixed GPU count (%2) does not fit the tensor × pipeline parallel layout (or whole nodes).</source>
        <translation>%1：固定卡数（%2）不符合张量 × 流水线并行布局（或整机要求）。</translation>
    </message>
    <message>
        <source>%1: at the fixed GPU count (%2) the job needs %3 per GPU; the GPU has %4.</source>
        <translation>%1：按固定卡数（%2），每卡需 %3 显存，而该卡只有 %4。</translation>
    </message>
    <message>
        <source>%1: the fixed GPU count (%2) exceeds the quota.</source>
        <translation>%1：固定卡数（%2）超出配额。</translation>
    </message>
    <message>
        <source>%1: at the fixed GPU count (%2) interruptions come faster than progress; the job is not expected to finish.</source>
        <translation>%1：按固定卡数（%2），中断来得比进度还快，任务预计无法完成。</translation>
    </message>
</context>
<context>
    <name>ParallelSection</name>
    <message>
        <source>Parallelism</source>
        <translation>并行策略</translation>
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
        <source>Pipeline-parallel degree p.</source>
        <translation>流水线并行度 p。</translation>
    </message>
    <message>
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <source>Count attention FLOPs</source>
        <translation>计入注意力 FLOPs</translation>
    </message>
    <message>
        <source>Adds 6·L·s·h FLOPs per token (needs the shape).</source>
        <translation>每 token 增加 6·L·s·h FLOPs（需要模型结构参数）。</translation>
    </message>
    <message>
        <source>Toggle attention FLOPs</source>
        <translation>切换注意力 FLOPs</translation>
    </message>
</context>
<context>
    <name>PerformanceSection</name>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
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
        <source>Throughput lost to virtualization or a shared GPU.</source>
        <translation>虚拟化或共享显卡造成的算力损失。</translation>
    </message>
    <message>
        <source>Virtualization loss:</source>
        <translation>虚拟化损耗：</translation>
    </message>
    <message>
        <source>Share of gradient communication hidden behind computation.</source>
        <translation>被计算掩盖的梯度通信比例。</translation>
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
        <source>%1 TFLOPS per GPU</source>
        <translation>每卡 %1 TFLOPS</translation>
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
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Reserved (monthly)</source>
        <translation>包月/包年</translation>
    </message>
    <message>
        <source>Lease (machines)</source>
        <translation>整机租赁</translation>
    </message>
    <message>
        <source>Self-built</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>%1 /GPU-h</source>
        <translation>%1/卡时</translation>
    </message>
    <message>
        <source>%1 /GPU-month</source>
        <translation>%1/卡·月</translation>
    </message>
    <message>
        <source>%1 /machine-month</source>
        <translation>%1/台·月</translation>
    </message>
    <message>
        <source>%1 /GPU capex</source>
        <translation>购置 %1/卡</translation>
    </message>
    <message>
        <source>free</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
        <source>Add a platform from the catalog&apos;s presets.</source>
        <translation>从目录的平台预设中添加。</translation>
    </message>
    <message>
        <source>A plan keeps at least one platform.</source>
        <translation>方案至少保留一个平台。</translation>
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
        <source>%1 (needs a quote)
    ask for: %2</source>
        <translation>%1（需询价）
    询问：%2</translation>
    </message>
    <message>
        <source>The catalog has no platform presets. Use Add blank instead.</source>
        <translation>目录中没有平台预设。请改用“添加空白平台”。</translation>
    </message>
    <message>
        <source>This preset is priced in %1 and the plan in %2: convert its prices.</source>
        <translation>此预设以 %1 计价，而方案使用 %2：请换算其价格。</translation>
    </message>
</context>
<context>
    <name>PricingSection</name>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>On-demand (per GPU-hour)</source>
        <translation>按量付费（按卡时）</translation>
    </message>
    <message>
        <source>Spot / preemptible (per GPU-hour)</source>
        <translation>竞价实例 / 抢占式实例（按卡时）</translation>
    </message>
    <message>
        <source>Reserved / monthly plan</source>
        <translation>包月 / 包年</translation>
    </message>
    <message>
        <source>Lease of whole machines</source>
        <translation>整机租赁</translation>
    </message>
    <message>
        <source>Self-built (own hardware)</source>
        <translation>自建（自有硬件）</translation>
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
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/卡时</translation>
    </message>
    <message>
        <source>List price per GPU-hour.</source>
        <translation>每卡时的标价。</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Billing granularity: 1 min per-minute billing, 60 min hourly.</source>
        <translation>计费粒度：1 分钟为按分钟计费，60 分钟为按小时计费。</translation>
    </message>
    <message>
        <source>Billed in steps of:</source>
        <translation>计费粒度：</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Shortest billed duration.</source>
        <translation>最短计费时长。</translation>
    </message>
    <message>
        <source>Minimum:</source>
        <translation>最短计费：</translation>
    </message>
    <message>
        <source>/GPU-month</source>
        <translation>/卡·月</translation>
    </message>
    <message>
        <source>Monthly plan price per GPU (each started month).</source>
        <translation>包月价格，每卡每月（不足一月按一月计）。</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>Minimum term.</source>
        <translation>最短租期。</translation>
    </message>
    <message>
        <source>Minimum term:</source>
        <translation>最短租期：</translation>
    </message>
    <message>
        <source>/machine-month</source>
        <translation>/台·月</translation>
    </message>
    <message>
        <source>Lease price per whole machine per month.</source>
        <translation>整机每台每月的租金。</translation>
    </message>
    <message>
        <source>/machine</source>
        <translation>/台</translation>
    </message>
    <message>
        <source>Deposit per machine.</source>
        <translation>每台押金。</translation>
    </message>
    <message>
        <source>Deposit:</source>
        <translation>押金：</translation>
    </message>
    <message>
        <source>Deposit is refunded</source>
        <translation>押金可退还</translation>
    </message>
    <message>
        <source>Toggle refundable deposit</source>
        <translation>切换押金可退</translation>
    </message>
    <message>
        <source>Add-on packages (storage, network, support).</source>
        <translation>附加套餐（存储、网络、技术支持）。</translation>
    </message>
    <message>
        <source>Add-ons:</source>
        <translation>附加套餐：</translation>
    </message>
    <message>
        <source>/GPU</source>
        <translation>/卡</translation>
    </message>
    <message>
        <source>Card + server share + network share, per GPU.</source>
        <translation>每卡：显卡 + 分摊的服务器 + 分摊的网络。</translation>
    </message>
    <message>
        <source>Capex:</source>
        <translation>购置成本：</translation>
    </message>
    <message>
        <source>Spare cards bought on top.</source>
        <translation>额外购买的备件卡。</translation>
    </message>
    <message>
        <source>Spares:</source>
        <translation>备件：</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Straight-line depreciation period.</source>
        <translation>直线折旧年限。</translation>
    </message>
    <message>
        <source>Depreciation:</source>
        <translation>折旧：</translation>
    </message>
    <message>
        <source>Resale value left at the end.</source>
        <translation>期末剩余的转售价值。</translation>
    </message>
    <message>
        <source>Residual value:</source>
        <translation>残值：</translation>
    </message>
    <message>
        <source>W/GPU</source>
        <translation>W/卡</translation>
    </message>
    <message>
        <source>Card plus its share of the server.</source>
        <translation>显卡加上分摊的服务器功耗。</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>功耗：</translation>
    </message>
    <message>
        <source>Data-centre overhead factor.</source>
        <translation>数据中心能耗系数。</translation>
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
        <source>Electricity price.</source>
        <translation>电价。</translation>
    </message>
    <message>
        <source>Electricity:</source>
        <translation>电价：</translation>
    </message>
    <message>
        <source>Rack space and hosting.</source>
        <translation>机柜与托管费用。</translation>
    </message>
    <message>
        <source>Hosting:</source>
        <translation>托管费：</translation>
    </message>
    <message>
        <source>/month</source>
        <translation>/月</translation>
    </message>
    <message>
        <source>Operations staff share.</source>
        <translation>分摊的运维人员费用。</translation>
    </message>
    <message>
        <source>Staff:</source>
        <translation>运维人员：</translation>
    </message>
    <message>
        <source>Repairs per year, of capex.</source>
        <translation>每年维修费，占购置成本的比例。</translation>
    </message>
    <message>
        <source>Repairs per year:</source>
        <translation>年维修费率：</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Procurement lead time: delays delivery.</source>
        <translation>采购交付周期：推迟交付。</translation>
    </message>
    <message>
        <source>Lead time:</source>
        <translation>采购周期：</translation>
    </message>
    <message>
        <source>Charge the whole purchase to this job</source>
        <translation>整笔采购费用计入此任务</translation>
    </message>
    <message>
        <source>Off: only the depreciation for the hours used.</source>
        <translation>不勾选：只计入所用时长的折旧。</translation>
    </message>
    <message>
        <source>Toggle whole-purchase charge</source>
        <translation>切换整笔采购计费</translation>
    </message>
    <message>
        <source>Switch pricing to %1</source>
        <translation>计费方式改为 %1</translation>
    </message>
</context>
<context>
    <name>RankingTableModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>时长（小时）</translation>
    </message>
    <message>
        <source>Delivery (days)</source>
        <translation>交付（天）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力费用</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>其他费用</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>中断损失</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>训练达标成本（%1）</translation>
    </message>
    <message>
        <source>Per 1B tokens</source>
        <translation>每十亿 token</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>工期</translation>
    </message>
    <message>
        <source>Hours the GPUs are held: expected training time (with interruption losses) plus setup</source>
        <translation>占用 GPU 的小时数：预期训练时间（含中断损失）加准备时间</translation>
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
        <translation>每十亿训练 token 的训练达标成本</translation>
    </message>
    <message>
        <source>Whether delivery meets the workload&apos;s deadline</source>
        <translation>交付是否满足训练任务的工期</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
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
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <source>No platform can run this plan as entered; the warnings below say why.</source>
        <translation>按当前填写，没有平台能运行此方案；原因见下方提示。</translation>
    </message>
    <message>
        <source>Cheapest: %1 — %2 (GPU count %3, %4 h, delivery in %5 days)</source>
        <translation>最便宜：%1 — %2（%3 卡，%4 小时，%5 天交付）</translation>
    </message>
</context>
<context>
    <name>ScalingPointsModel</name>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>扩展效率（%）</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
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
    <name>TimeChart</name>
    <message>
        <source>Time to delivery by GPU count</source>
        <translation>交付时间与卡数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
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
    <name>WarningsPanel</name>
    <message>
        <source>Warnings</source>
        <translation>提示</translation>
    </message>
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
        <source>Note</source>
        <translation>备注</translation>
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
</context>
</TS>
