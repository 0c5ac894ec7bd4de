"""The qualification kit (issue 28): making it, reading its results, applying them."""

TEXTS = {
    "kit.no_such_platform": "no platform named “{name}” in the plan (platforms: {names})",
    "kit.not_a_folder": "{path} is a file, not a folder",
    "kit.folder_not_empty": (
        "{path} already holds other files ({first} …); choose an empty or a new folder"
    ),
    "kit.kit_file_is_link": (
        "{path} is a link: the kit replaces only its own files there; remove the link or "
        "choose another folder"
    ),
    "kit.kit_file_is_plan": "{path} is the plan being read; choose another folder for the kit",
    "kit.written": (
        "{out}: test kit for {platform}. Copy the folder to the rented machine and run "
        "python run.py there; then: gpuplanner import-measurements PLAN {out}/results.json"
    ),
    "kit.written_gui": (
        "{out}: test kit for {platform}. Copy the folder to the rented machine and run "
        "python run.py there; then bring its results.json back with File → Import Measurements…"
    ),
    "kit.results_unreadable": "cannot be read: {detail}",
    "kit.results_too_large": "{size:,} bytes, more than a results file may hold ({cap:,})",
    "kit.results_not_json": "is not JSON (the kit's run.py writes results.json as JSON)",
    "kit.results_too_deep": "is nested more than {depth} levels deep",
    "kit.results_train_mismatch": (
        "{value} is not what the kit's run writes here ({expected}): the file was edited, or "
        "is not from this kit"
    ),
    "kit.results_long_number": "holds a number of {digits:,} digits",
    "kit.results_repeated_key": "holds the key “{key}” twice",
    "kit.results_not_finite": "holds {value}, which is not a number",
    "kit.results_not_kit": (
        'is not a qualification kit\'s results.json (it lacks "schema": "gpuplanner-kit-results")'
    ),
    "kit.results_newer": (
        "was written by a newer kit (schema version {version}; this gpuplanner reads up to "
        "{supported}): please update gpuplanner"
    ),
    "kit.results_other_platform": (
        "these results are for “{name}”, which is not a platform of this plan (make the kit "
        "from this plan, or rename the platform back)"
    ),
    "kit.results_other_gpu": (
        "these results were measured on {measured}, but this platform's GPU is {plan}"
    ),
    "kit.results_nothing": (
        "nothing in these results can be applied (no NCCL, storage or training figures "
        "measured on a GPU)"
    ),
    "kit.skipped.cpu_mode": (
        "{section}: measured on the CPU (--cpu), a test of the kit rather than of the machine: "
        "not applied"
    ),
    "kit.skipped.other_workload": (
        "{section}: measured for another model or step shape than the plan's: not applied"
    ),
    "kit.skipped.no_steps": "{section}: the run finished no training step: not applied",
    "kit.applied.one": "{platform}: 1 measured input applied from {file} ({host}, {date})",
    "kit.applied.other": (
        "{platform}: {count} measured inputs applied from {file} ({host}, {date})"
    ),
    "kit.change": "  {label}: {old} → {new}",
    "kit.field.intra_node_gbps": "Intra-node bus bandwidth (GB/s)",
    "kit.field.inter_node_gbps": "Inter-node bandwidth per adapter (GB/s)",
    "kit.field.storage": "Storage read / small-file read / write (MB/s)",
    "kit.field.calibration": "Measured step (s)",
    "kit.line.measured": "{platform}: measured by the test kit on {host} ({date}): {fields}.",
    "kit.line.checklist": "{platform}, trial checklist (beside the cost, not in it): {checks}.",
    "kit.check.score": "{check} {score}/5",
    "kit.check.separator": "; ",
    "kit.check.quota_wait": "quota in time",
    "kit.check.image_ready": "image ready",
    "kit.check.documentation": "documentation",
    "kit.check.ticket_response": "ticket response",
    "kit.check.nccl_errors": "no NCCL errors",
    "kit.item.measured": "Measured by the test kit",
    "kit.item.checklist": "Trial checklist",
    "kit.item.storage_read": "Storage read (MB/s per node)",
    "kit.item.storage_small": "Small-file read (MB/s per node)",
    "kit.item.storage_write": "Checkpoint write (MB/s)",
}
