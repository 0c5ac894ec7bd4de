"""平台验证测试包（issue 28）：生成、读取结果、应用结果。"""

TEXTS = {
    "kit.no_such_platform": "方案中没有名为“{name}”的平台（现有平台：{names}）",
    "kit.not_a_folder": "{path} 是文件，不是文件夹",
    "kit.folder_not_empty": "{path} 中已有其他文件（{first} …）；请选择空文件夹或新文件夹",
    "kit.kit_file_is_link": (
        "{path} 是一个链接：测试包只替换自己的文件；请删除该链接或选择其他文件夹"
    ),
    "kit.kit_file_is_plan": "{path} 是正在读取的方案文件；请为测试包选择其他文件夹",
    "kit.written": (
        "{out}：{platform} 的测试包。把文件夹复制到租用的机器上运行 python run.py；"
        "然后执行：gpuplanner import-measurements PLAN {out}/results.json"
    ),
    "kit.written_gui": (
        "{out}：{platform} 的测试包。把文件夹复制到租用的机器上运行 python run.py；"
        "然后用“文件 → 导入实测结果…”导入它生成的 results.json"
    ),
    "kit.results_unreadable": "无法读取：{detail}",
    "kit.results_too_large": "{size:,} 字节，超过结果文件的上限（{cap:,}）",
    "kit.results_not_json": "不是 JSON（测试包的 run.py 以 JSON 写出 results.json）",
    "kit.results_too_deep": "嵌套超过 {depth} 层",
    "kit.results_train_mismatch": (
        "{value} 与测试包运行时写入的值（{expected}）不符：文件被改动过，或不是本测试包生成的"
    ),
    "kit.results_long_number": "含有一个 {digits:,} 位的数字",
    "kit.results_repeated_key": "键“{key}”出现了两次",
    "kit.results_not_finite": "含有 {value}，这不是数字",
    "kit.results_not_kit": (
        '不是平台验证测试包的 results.json（缺少 "schema": "gpuplanner-kit-results"）'
    ),
    "kit.results_newer": (
        "由更新版本的测试包写出（结构版本 {version}；本 gpuplanner 最高读取 {supported}）："
        "请更新 gpuplanner"
    ),
    "kit.results_other_platform": (
        "这些结果属于“{name}”，它不是本方案的平台（请用本方案生成测试包，或把平台名改回）"
    ),
    "kit.results_other_gpu": "这些结果是在 {measured} 上测得的，而该平台的 GPU 是 {plan}",
    "kit.results_nothing": "这些结果中没有可应用的内容（没有在 GPU 上测得的 NCCL、存储或训练数据）",
    "kit.skipped.cpu_mode": "{section}：在 CPU 上测得（--cpu），只检验测试包本身而非机器：未应用",
    "kit.skipped.other_workload": "{section}：测得的模型或步长形状与方案不同：未应用",
    "kit.skipped.no_steps": "{section}：运行没有完成任何训练步：未应用",
    "kit.applied.one": "{platform}：已从 {file} 应用 1 项实测输入（{host}，{date}）",
    "kit.applied.other": "{platform}：已从 {file} 应用 {count} 项实测输入（{host}，{date}）",
    "kit.change": "  {label}：{old} → {new}",
    "kit.field.intra_node_gbps": "节点内总线带宽（GB/s）",
    "kit.field.inter_node_gbps": "每块网卡的节点间带宽（GB/s）",
    "kit.field.storage": "存储顺序读 / 小文件读 / 写（MB/s）",
    "kit.field.calibration": "实测步长（秒）",
    "kit.line.measured": "{platform}：由测试包在 {host} 上实测（{date}）：{fields}。",
    "kit.line.checklist": "{platform} 试用检查清单（与成本并列，不计入成本）：{checks}。",
    "kit.check.score": "{check} {score}/5",
    "kit.check.separator": "；",
    "kit.check.quota_wait": "配额按时到位",
    "kit.check.image_ready": "镜像可用",
    "kit.check.documentation": "文档",
    "kit.check.ticket_response": "工单响应",
    "kit.check.nccl_errors": "无 NCCL 报错",
    "kit.item.measured": "测试包实测",
    "kit.item.checklist": "试用检查清单",
    "kit.item.storage_read": "存储读取（每节点 MB/s）",
    "kit.item.storage_small": "小文件读取（每节点 MB/s）",
    "kit.item.storage_write": "检查点写入（MB/s）",
}
