"""English: validation and plan-file errors (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Validation errors (core.errors), pydantic's checks, plan-file refusals (io.problems)
    "error.too_small": "must be at least {minimum:g} (a smaller value is a typo)",
    "error.name_invisible": "a name needs at least one visible character",
    "error.names_repeated": "platform names must be unique; repeated: {names}",
    "error.names_look_alike": (
        "platform names must be told apart; {first} and {second} look the same (they differ by "
        "{difference}); rename one"
    ),
    "error.trial_platform_unknown": "no platform named {name}",
    "error.exchange_rates_repeated": (
        "one rate per currency, none for the plan's own ({currency}); given: {names}"
    ),
    "error.sweep_too_large": (
        "{platforms:,} platforms × {gpus:,} GPU counts are {cases:,} cases, more than the "
        "{limit:,} one evaluation can hold in memory; lower the largest GPU count or split the "
        "platforms into several plans"
    ),
    "error.sweep_too_large_fees": (
        "{platforms:,} platforms and {fees:,} fee items (a fee item counts as 1/{share}) × "
        "{gpus:,} GPU counts are {cases:,} cases, more than the {limit:,} one evaluation can hold "
        "in memory; lower the largest GPU count or split the platforms into several plans"
    ),
    "error.draws_too_many": (
        "{platforms:,} platforms × {samples:,} samples are {draws:,} draws, more than the "
        "{limit:,} that keep the app responsive; lower the samples"
    ),
    "error.no_tflops": "a GPU needs at least one TFLOPS figure",
    "error.scaling_points_repeated": "two scaling points have the same GPU count",
    "error.fixed_over_quota": "the fixed GPU count exceeds the quota",
    "error.usable_over_memory": "usable memory cannot exceed the GPU's memory",
    "error.quote_before_prices": "the quote's valid-until date is before its quote date",
    "error.active_over_total": "active parameters cannot exceed the total",
    "error.kv_heads_over_heads": "KV heads cannot exceed attention heads",
    "error.training_tokens_too_many": (
        "tokens × epochs × runs is {total} tokens trained, more than {limit}: a larger "
        "value is a typo"
    ),
    "error.micro_over_global": "the micro-batch cannot exceed the global batch",
    "error.pipeline_over_layers": "{stages} pipeline stages for a model of {layers} layers",
    "error.virtual_over_layers": (
        "{stages} × {chunks} model chunks for a model of {layers} layers (at most its layers, "
        "the embedding and the output layer)"
    ),
    "error.virtual_needs_pipeline": (
        "interleaving needs more than one pipeline stage (pipeline parallelism above 1)"
    ),
    "error.tp_not_dividing_heads": (
        "tensor parallel {tp} does not divide the model's {heads} attention heads"
    ),
    "error.tp_not_dividing_kv_heads": (
        "tensor parallel {tp} does not divide the model's KV heads ({kv_heads}): "
        "grouped-query attention splits them over the tensor-parallel ranks"
    ),
    "error.auto_layout_repeated": "a layout field is named twice",
    "error.stack_without_ep": (
        "the chosen training stack has no expert parallelism: set it to 1, or choose "
        "Megatron-Core, torchtitan or DeepSpeed as the stack"
    ),
    "error.stack_without_fp8": (
        "the chosen training stack has no FP8 training path: train in BF16, or choose "
        "Megatron-Core or torchtitan as the stack"
    ),
    "error.mxfp8_needs_blackwell": (
        "MXFP8 scaling needs Blackwell tensor cores, and {platform} runs on the {gpu}: choose "
        "delayed, current or block-wise scaling, or Automatic"
    ),
    "error.stack_without_interleaving": (
        "the chosen training stack has no interleaved pipeline schedule: set the virtual "
        "pipeline stages to 1 (or automatic), or choose Megatron-Core or torchtitan as the stack"
    ),
    "error.dualpipe_odd_stages": (
        "DeepSeek's DualPipe runs an even number of pipeline stages, not {stages}: choose "
        "1, 2, 4 … stages, or another training stack"
    ),
    "error.cp_not_dividing_sequence": (
        "context parallelism {cp} must split the sequence ({seq} tokens) into 2 × {cp} equal "
        "chunks: choose a degree whose double divides the sequence length"
    ),
    "error.packed_sample_beyond_sequence": (
        "a packed sample of {sample:,} tokens is longer than the sequence ({seq:,} tokens): "
        "samples are packed into a sequence, so each is at most as long"
    ),
    "error.cp_not_dividing_heads": (
        "context parallelism {cp} does not divide the {heads} attention heads"
    ),
    "error.etp_on_dense": (
        "the model has no experts (a dense model): expert tensor parallelism applies to MoE only"
    ),
    "error.etp_not_dividing_tp": (
        "expert tensor parallelism {etp} does not divide the tensor parallelism {tp}: the experts' "
        "TP group is a part of the attention's"
    ),
    "error.ep_on_dense": "the model has no experts (a dense model): expert parallelism needs MoE",
    "error.ep_not_dividing_experts": (
        "expert parallel {ep} does not divide the model's {experts} experts"
    ),
    "error.experts_per_token_range": "must be between 1 and the {experts} experts",
    "error.routing_groups_divide": "must divide the {experts} routed experts "
    "(leave empty for no limit)",
    "error.routing_groups_per_token": "must be set with the routing groups and be at most "
    "their number",
    "error.moe_needs_active": "a MoE model needs its active parameters, fewer than the total",
    "error.demand_table_length": (
        "the table has {months} months but the horizon is {horizon}; give one figure per month"
    ),
    "error.hybrid_needs_reserved": (
        "the hybrid strategy needs the reserved block (its price and term)"
    ),
    "error.hybrid_spot_needs_spot": "a spot share needs the spot block (its price)",
    "error.fallback_spot_needs_spot": "the fallback is spot but there is no spot block",
    "error.range_low_too_small": (
        "must be at least {minimum:.0%} of the typed value: time divides by it"
    ),
    "error.one_measurement": "give the step time or the token rate: exactly one of the two",
    "error.single_gpu_needs_more": (
        "a 1-GPU step time only helps when the run used more than one GPU"
    ),
    "error.one_trial_price": (
        "give a price per GPU-hour or a platform to price the trial: exactly one of the two"
    ),
    "error.nothing_financed": (
        "a down payment of 100 % leaves nothing to finance: lower the down payment, or remove "
        "the financing"
    ),
    "error.balloon_over_financed": (
        "the balloon / residual ({balloon:g} % of the capex) is more than the {financed:g} % "
        "financed after the {down:g} % down payment: at most {financed:g} %"
    ),
    "error.buyout_without_price": (
        "exercising the buy-out needs a buy-out price above 0 per machine"
    ),
    "error.negotiated_over_list": (
        "the negotiated price ({negotiated}) is above the list price ({list}), so it is "
        "no discount: type the agreed price as the price itself, or add a markup"
    ),
    "error.discount_and_negotiated": (
        "give a discount off the list price or a negotiated price, not both"
    ),
    "error.paste_not_a_number": "Line {line} of the copied text, “{cell}”, is not a number.",
    "error.paste_negative": (
        "Line {line} of the copied text, “{cell}”, is not a number of 0 or more."
    ),
    "error.paste_empty": "The copied text holds no numbers: copy a column of monthly GPU-hours.",
    "error.move_past_end": "cannot move past the end of the list",
    "error.nonpositive_measurement": "GPU counts and times must be positive",
    "list.more": "{names} and {more:,} more",
    "error.greater_than": "must be more than {gt}",
    "error.greater_than_equal": "must be at least {ge}",
    "error.less_than": "must be less than {lt}",
    "error.less_than_equal": "must be at most {le}",
    "error.finite_number": "must be a number",
    "error.int_from_float": "must be a whole number",
    "error.int_parsing_size": "the number is far too large",
    "error.bool_parsing": "must be true or false",
    "error.string_type": "must be text",
    "error.string_too_short": "must not be empty",
    "error.string_too_long": "must be at most {max_length:,} characters",
    "error.string_pattern_mismatch": "has the wrong form",
    "error.enum": "must be one of {expected}",
    "error.literal_error": "must be {expected}",
    "error.list_type": "must be a list",
    "error.dict_type": "must be an object (keys and values)",
    "error.too_short": "needs at least {min_length} item(s)",
    "error.too_long": "holds at most {max_length:,} items",
    "error.union_tag_not_found": "says no kind: the key {discriminator} is missing",
    "error.date_parsing": "must be a date (YYYY-MM-DD)",
    "error.missing": "required but missing",
    "error.extra_forbidden": "unknown key (check the spelling)",
    "error.got": "{problem} (got {got})",
    "error.file_empty": "the file is empty",
    "error.not_utf8": "not UTF-8 text (bad byte at offset {offset})",
    "error.not_json": "not valid JSON: {detail} (line {line}, column {column})",
    "error.folder": "this is a folder, not a plan file",
    "error.not_regular": "{kind} is not a plan file",
    "file_kind.fifo": "a named pipe (FIFO)",
    "file_kind.device": "a device",
    "file_kind.socket": "a socket",
    "file_kind.special": "a special file",
    "error.no_such_file": "the file does not exist",
    "error.permission_denied": "permission denied: the file cannot be read",
    "error.unreadable": "cannot read the file: {detail}",
    "error.file_too_large": "the file is too large for a plan ({size:,} bytes)",
    "error.newer_format": (
        "this plan was saved by a newer gpuplanner (format {version}); this version reads up to "
        "format {supported} — please update gpuplanner"
    ),
    "error.not_a_plan": 'not a gpuplanner plan (it has no "format" key)',
    "error.not_a_plan_format": "not a gpuplanner plan (format is {value})",
    "error.not_an_object": "the file does not hold a plan (expected a JSON object)",
    "error.unknown_version": "unknown format version {version}",
    "error.no_migration": "no migration from format {version}",
    "error.nested_too_deeply": "the JSON is nested too deeply",
    "error.not_finite": "{name} is not a number a plan can hold",
    "error.huge_integer": (
        "a whole number of {digits:,} digits is far beyond any value a plan can hold"
    ),
    "error.lone_surrogate": "holds a lone surrogate ({code}), which is not a character of any text",
    "error.repeated_key": (
        "this key appears twice in the object (first {first}, then {last}); a plan must give each "
        "value once"
    ),
    "error.boolean_number": "must be a number, not {value}",
    "error.not_boolean": "must be true or false, not {value}",
    "error.recovery_not_recovery": "not a gpuplanner recovery file of this version",
    "error.recovery_saved_at": "must be a date and time (ISO 8601)",
    "error.recovery_original_path": "must be the text of a file path",
    "error.internal": "internal error while reading ({kind})",
    "field.price_missing": (
        "No price yet: at 0 this platform is ranked after every priced one and is not recommended."
    ),
    "field.names_repeated": "another platform already has this name",
    "field.names_look_alike": (
        "another platform's name looks the same (it differs only by a look-alike letter)"
    ),
    "field.trial_platform_unknown": "the trial phase names this platform: change the trial first",
    "field.exchange_rates_repeated": (
        "one exchange rate per currency, and none for the plan's own currency"
    ),
    # Files that cannot be written (gpuplanner.io.atomic.WriteError)
    "error.write_no_folder": "cannot write {path}: the folder {folder} does not exist",
    "error.write_is_folder": "cannot write {path}: it is a folder",
    "error.write_not_regular": "cannot write {path}: it is {kind}, not a regular file",
    "error.write_failed": "cannot write {path}: {detail}",
    "error.write_failed_open_file": (
        "cannot write {path}: {detail} (if the file is open in Excel or WPS, close it and try "
        "again)"
    ),
    "error.write_failed_open_workbook": (
        "cannot write {path}: {detail} (if the workbook is open in Excel or WPS, close it and "
        "export again)"
    ),
    # User catalog files (gpuplanner.io.catalog.loader.CatalogProblem)
    "error.catalog_entry": "entry {entry}",
    "error.and_more": "{problem} (and {more} more in this entry)",
    "error.catalog_not_list": "must be a list of entries",
    "error.catalog_same_id": "the same id appears twice",
    "error.catalog_folder": "this is a folder, not a catalog file",
    "error.catalog_unknown_key": "unknown key (ignored)",
    "error.catalog_not_regular": "{kind} is not a catalog file",
    "error.catalog_too_large": "the file is too large for a catalog",
    "error.link_loop": "it is a symbolic link that loops (too many levels of links)",
    "error.link_dangling": "it is a symbolic link to a file that does not exist",
    "error.catalog_not_json": "not valid JSON: {detail} (line {line})",
    "error.catalog_not_object": "the file does not hold a catalog (expected a JSON object)",
    "error.catalog_version_not_whole": "schema_version must be a whole number",
    "error.catalog_newer": (
        "written by a newer gpuplanner (schema {version}; this version reads up to {supported}); "
        "its entries are ignored"
    ),
    "error.catalog_unknown_version": "unknown schema_version {version}",
    "error.catalog_wrong_kind": "kind is {kind}, expected {expected} for {name}",
    "error.catalog_date": "must be a date: YYYY, YYYY-MM or YYYY-MM-DD",
    "error.catalog_id": "must be an id of lowercase letters, digits, '.', '_' or '-'",
    "error.catalog_scope_changed": "cannot change from {scope} (bundled presets use this link)",
    "error.catalog_scope_changed.ignored": (
        "cannot change from {scope} (bundled presets use this link) (entry ignored)"
    ),
    "error.catalog_no_link": "no interconnect preset {id}",
    "error.catalog_no_link.ignored": "no interconnect preset {id} (entry ignored)",
    "error.catalog_no_gpu": "no GPU {id} in the catalog",
    "error.catalog_no_gpu.ignored": "no GPU {id} in the catalog (entry ignored)",
    "error.catalog_wrong_scope": "{id} is an {scope} link",
    "error.catalog_wrong_scope.ignored": "{id} is an {scope} link (entry ignored)",
    "error.catalog_implausible": (
        "{number:g} is over {factor:g} times the largest in the bundled catalog ({top:g}); check "
        "the figure and its unit (entry kept)"
    ),
    "error.catalog_implausible_small": (
        "{number:g} is under a {factor:g}th of the smallest in the bundled catalog ({low:g}); "
        "check the figure and its unit (entry kept)"
    ),
    # Catalog entries (gpuplanner.io.catalog.models.CatalogCode)
    "error.catalog_price_undated": "a price needs its source and as_of date",
    "error.catalog_price_low_high": "price low is above price high",
    "error.catalog_not_dense": (
        "{dense:g} is more than half the sparse headline ({sparse:g}): give the DENSE figure"
    ),
    "error.catalog_mfu_above_ceiling": (
        "mfu_prior {mfu:g} exceeds the measured matmul ceiling ({ceiling:g} of {peak:g} TFLOPS = "
        "{share:.2f})"
    ),
    "error.catalog_active_with_moe": "active_params_b is given exactly when the model has moe",
    "error.catalog_busbw_out_of_band": (
        "busbw_gbps must lie within busbw_low_gbps … busbw_high_gbps"
    ),
    "error.catalog_nics_intra_node": "only inter-node presets have network adapters",
    "error.catalog_node_busbw_needs_nics": "node_busbw_gbps needs nics_per_node",
    "error.catalog_node_busbw_product": "node_busbw_gbps must equal busbw_gbps × nics_per_node",
    "error.catalog_quote_without_pricing": (
        "needs_quote must be true exactly when pricing is missing"
    ),
    "error.catalog_quote_mode": "quote_mode is given exactly when the preset needs a quote",
    "error.catalog_priced_undated": "a priced preset needs prices_as_of",
    "error.catalog_self_built_kind": "self_built pricing goes with kind self_built",
    "error.catalog_self_built_capex": "a self-built preset needs its capex breakdown",
    "error.catalog_capex_sum": (
        "pricing.capex_per_gpu ({capex:g}) must equal the capex breakdown ({parts:g})"
    ),
    "error.catalog_quota_below_node": "max_gpus is below one whole node",
    "error.catalog_spot_band_unknown": "spot_default_band is not one of spot_bands",
    "error.catalog_worded_length": (
        "has {worded} Chinese texts for {items} items: give one for each item, in the same order"
    ),
    # The system's reasons for a refused file operation, by errno (messages.OsReason);
    # English as glibc words them.
    "os_error.ENOENT": "No such file or directory",
    "os_error.EACCES": "Permission denied",
    "os_error.EPERM": "Operation not permitted",
    "os_error.ENOTDIR": "Not a directory",
    "os_error.EISDIR": "Is a directory",
    "os_error.ENAMETOOLONG": "File name too long",
    "os_error.ENOSPC": "No space left on device",
    "os_error.EDQUOT": "Disk quota exceeded",
    "os_error.EROFS": "Read-only file system",
    "os_error.EEXIST": "File exists",
    "os_error.EBUSY": "Device or resource busy",
    "os_error.EIO": "Input/output error",
    "os_error.ELOOP": "Too many levels of symbolic links",
    "os_error.EMFILE": "Too many open files",
    "os_error.EXDEV": "Invalid cross-device link",
}
