"""English: the quote import (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # The quote import's problems (io/quotes)
    "quote.not_found": "the file does not exist or cannot be read ({detail})",
    "quote.not_regular": "it is {kind}, not a file; choose the quote file itself",
    "quote.is_folder": "it is a folder; choose the quote file inside it",
    "quote.too_big": "the file is {size_mb:.1f} MB; a quote file may be at most {limit_mb} MB",
    "quote.encrypted": (
        "the workbook is password-protected (encrypted); open it in Excel or WPS, remove the "
        "password (File → Info → Protect Workbook) and save it as .xlsx"
    ),
    "quote.old_xls": "an old-format .xls workbook; save it as .xlsx (or .csv) and import that",
    "quote.not_xlsx": (
        "not an Excel workbook (.xlsx) or CSV file; use the quote template (File → Save quote "
        "template…)"
    ),
    "quote.empty_file": "the file is empty",
    "quote.html_file": (
        "a web page (HTML), not a spreadsheet, though its name may end in .xls; open it in Excel "
        "or WPS and save it as .xlsx"
    ),
    "quote.ods_file": (
        "an OpenDocument spreadsheet (.ods); save it as .xlsx (File → Save As) and import that"
    ),
    "quote.too_many_blank_rows": (
        "the sheet runs past {limit:,} rows, blank ones included, before it ends; delete its "
        "empty rows"
    ),
    "quote.unreadable": "the workbook cannot be read: {detail}",
    "quote.not_text": "not a CSV text file (it holds binary data)",
    "quote.bad_encoding": (
        "the CSV is neither UTF-8, UTF-16 nor GB18030 text (bad byte at offset {offset})"
    ),
    "quote.no_header": (
        "the first row is not the quote template's header (no column named 'Platform name', 'GPU' "
        "or 'Pricing mode'); use File → Save quote template…"
    ),
    "quote.no_header_sheet": (
        "the sheet {sheet} does not start with the quote template's header (no column named "
        "'Platform name', 'GPU' or 'Pricing mode'); name the quote's sheet Quotes or 报价, or "
        "move it first (the file's other sheets: {others})"
    ),
    "quote.unknown_column": "unknown column '{header}'{hint}",
    "quote.header_scale": (
        "the header's ({said}) counts the figures in multiples; the column takes them in "
        "{takes}: write the figures out (× {factor:,.0f}) and leave the multiple out of the header"
    ),
    "quote.header_currency": (
        "the header's ({said}) is not the plan's currency ({currency}): give each row's "
        "currency in the 'Currency' column and leave it out of the header"
    ),
    "quote.header_vat": (
        "the header's ({said}) says the prices include VAT: say so in the 'Prices include VAT' "
        "column (yes) and leave it out of the header"
    ),
    "quote.header_unit": (
        "the header's ({said}) is not what the column counts ({takes}): convert the figures "
        "to it, or put them in the column for that unit"
    ),
    "quote.figure_currency": (
        "the figure names {named}, but the row's prices are in {currency}: give the row's "
        "currency in the 'Currency' column, or write the figure in {currency}"
    ),
    "quote.yearly_minimum": (
        "the pricing mode {said} is a yearly contract: give its minimum months, 12 a year at "
        "least, else the offer is billed as a shorter commitment"
    ),
    "quote.no_header_above": (
        "a value ({got}) with no header above it: name its column or clear the cell"
    ),
    "quote.until_days_too_many": (
        "{days} days is no validity a quote has; if the cell is a date that lost its format "
        "(as a date it is {date}), format it as a date"
    ),
    "quote.discount_ambiguous": (
        "{got} is ambiguous as a discount: write the percent off the list price (20 for 20 % "
        "off), or the share paid as 8折"
    ),
    "quote.not_discount": "{got} is no share of the list price (write 9折 for 10 % off)",
    "quote.name_looks_like": (
        "the platform name looks the same as {got} (row {first}): they differ in {difference}; "
        "rename one of them"
    ),
    "quote.name_looks_like_plan": (
        "the platform name looks the same as the plan's {got}: they differ in {difference}; "
        "rename one of them"
    ),
    "quote.header_row_no_vat": (
        "the column's header says its prices exclude VAT, but the row's 'Prices include VAT' "
        "says yes: make the two agree"
    ),
    "quote.header_row_vat": (
        "the column's header says its prices include VAT, but the row's 'Prices include VAT' "
        "says no (or is blank): write yes there, or take the VAT out of the header"
    ),
    "quote.header_row_currency": (
        "the column's header names {named}, but the row's prices are in {currency}: make the "
        "header and the 'Currency' column agree"
    ),
    "quote.refused_column": (
        "the column's header (row {header_row}) says another unit than the column's: its figure "
        "is not read, so the offer is left out"
    ),
    "quote.duplicate_column": "the column appears twice (also column {first})",
    "quote.missing_column": "the file has no '{header}' column, which every offer needs",
    "quote.too_many_rows": (
        "the file holds more than {limit:,} rows; import at most {limit:,} offers and fee lines "
        "at a time (split the file)"
    ),
    "quote.too_many_columns": "the file has more than {limit} columns; is this the quote template?",
    "quote.no_rows": "the file holds a header but no offers",
    "quote.required": "required but empty",
    "quote.not_number": "must be a number (got {got})",
    "quote.not_finite": "must be a finite number (got {got})",
    "quote.negative": "must not be negative (got {got})",
    "quote.not_whole": "must be a whole number of at least 1 (got {got})",
    "quote.not_share": "must be a share between 0 and 1, or a percent such as 40% (got {got})",
    "quote.not_date": "must be a date such as 2026-11-30 (got {got})",
    "quote.not_until": "must be a date, or a number of days after the quote date (got {got})",
    "quote.until_needs_date": "a validity in days needs the quote date",
    "quote.not_bool": "must be yes or no (got {got})",
    "quote.unknown_choice": "unknown value {got}; use one of: {choices}",
    "quote.unknown_stack": (
        "no training stack {got}; use one of: {choices} (blank: the workload's stack)"
    ),
    "quote.ambiguous_gpu": "{got} names more than one catalog GPU: write which ({choices})",
    "quote.gpu_bracket": (
        "{got}: the catalog's {name} is not what the bracket says ({said}); name the card "
        "(its catalog id or full name)"
    ),
    "quote.unknown_gpu": "no GPU {got} in the catalog{hint}",
    "quote.unknown_link": (
        "must be a bandwidth in GB/s or an interconnect preset id such as nvlink4 (got {got}){hint}"
    ),
    "quote.wrong_link_scope": "{got} is an {scope} link",
    "quote.formula_no_value": (
        "a formula with no saved result ({formula}); open and save the file in Excel or WPS so "
        "its value is stored, or type the value"
    ),
    "quote.formula_error": "the cell holds the error {got}",
    "quote.starts_like_formula": (
        "starts with '{char}', which a spreadsheet would run as a formula; remove the character"
    ),
    "quote.control_char": "holds a control character ({char}) at position {position}; remove it",
    "quote.too_long": "is {length} characters long; at most {limit}",
    "quote.one_of": "fills the same setting as {other}; give one of the two",
    "quote.not_points": (
        "must be scaling points as GPUs: efficiency, separated by ';' (8: 0.9; 16: 0.85); got {got}"
    ),
    "quote.wrong_mode": "belongs to another pricing mode, not {mode}; clear it or change the mode",
    "quote.no_rate": (
        "no exchange rate for {currency} in the plan (Edit → Currency and Exchange Rates…); the "
        "plan's currency is {plan_currency}"
    ),
    "quote.bad_currency": "must be a 3-letter currency code such as CNY or USD (got {got})",
    "quote.duplicate_name": "the platform name appears twice in the file (also row {first})",
    "quote.name_in_plan": "the plan already has a platform named {got}; rename one of them",
    "quote.fee_no_offer": (
        "a fee line for {got}, but no offer with that name is above it in the file"
    ),
    "quote.fee_on_broken_offer": "a fee line of the offer in row {first}, which has problems",
    "quote.fee_incomplete": "a fee line needs a fee rate",
    "quote.fee_row_extra": (
        "a fee line holds only the platform name and the fee columns; put this value on the "
        "offer's row"
    ),
    "quote.spot_needs_rate": (
        "a spot offer needs its interruption rate per GPU-hour (the catalog's spot presets use "
        "5.4e-5 to 2.9e-4)"
    ),
    "quote.unknown_preset": "no platform preset {got} in the catalog{hint}",
    "quote.too_many_parts": (
        "the workbook package holds {count:,} parts; a quote workbook holds at most {limit:,}"
    ),
    "quote.part_too_big": (
        "the workbook part {part} unpacks to {size_mb:.1f} MB; at most {limit_mb} MB is read"
    ),
    "quote.part_encoding": (
        "the workbook part {part} is not UTF-8 XML; open the file in Excel, WPS or LibreOffice "
        "and save it as .xlsx"
    ),
    "quote.dtd": (
        "the workbook part {part} holds a document type declaration (DTD), which Excel never "
        "writes and which can expand or fetch entities; the file is refused"
    ),
    "quote.too_many_strings": (
        "the workbook holds more than {limit:,} text strings ({part}); a quote file holds far "
        "fewer — delete unused sheets and cells, or save it as CSV"
    ),
    "quote.too_many_formats": (
        "the workbook holds more than {limit:,} cell formats ({part}), more than Excel allows"
    ),
    "quote.too_many_cells": (
        "a sheet holds more than {limit:,} cells ({part}); delete the unused rows and columns "
        "or split the file"
    ),
    "quote.no_visible_sheet": "every sheet of the workbook is hidden; show the quote sheet",
    "quote.hidden_rows": "hidden rows were not read: {rows}",
    "quote.hidden_columns": "hidden columns were not read: {columns}",
    "quote.other_sheets": "only the sheet {read} was read; not read: {names}",
    "quote.title_rows": "read as titles above the header, not as offers: row {rows}",
    "quote.two_row_header": "the header spans rows {rows}; its columns read as {columns}",
    "quote.merged_cells": "merged cells read into every row they span: {ranges}",
    "quote.title_scale": (
        "the sheet says its prices are in multiples ({said}); write the figures out in the "
        "price columns and leave the multiple out"
    ),
    "quote.title_currency": (
        "the sheet says its prices are in another currency than the plan's ({said}); give each "
        "row's currency in the 'Currency' column"
    ),
    "quote.title_vat": (
        "the sheet says its prices include VAT ({said}); say so in the 'Prices include VAT' "
        "column (yes) for each row"
    ),
    "quote.title_unit": (
        "the sheet says its prices are per machine ({said}); put them in 'Price per "
        "machine-month', or convert them to the column's unit"
    ),
    "quote.unit_column": (
        "the column '{header}' gives the prices' unit, which the import cannot read; put "
        "each price in the column of its unit (per GPU-hour, per GPU-month, per machine-month)"
    ),
    "quote.footnote_rows": "read as notes below the table, not as offers: row {rows}",
    "quote.price_far": (
        "{name} costs {price} a GPU-hour, {ratio} times the median of {count} offers of its "
        "GPU in the catalog and the plan ({median}): check the price's unit (per machine, per "
        "year, 万元)"
    ),
    "quote.discount_small": (
        "{name}: its discount {off:g} reads as {off:g} % off the list price; if the vendor "
        "means {zhe} (paying {share:g} %), write {zhe} or {rest:g}"
    ),
    "quote.discount_large": (
        "{name}: its discount {off:g} % reads as {off:g} % off the list price, paying "
        "{paid:g} %; if the vendor means {off:g} % of the list price is paid ({zhe}), write "
        "{zhe} or {paid:g}"
    ),
    "quote.hidden_sheets": "hidden sheets were not read: {names}",
    "quote.implausible_gpu": (
        "{gpu}: its {field} in your catalog ({number:g}) is implausible; check gpus.json "
        "before trusting these offers"
    ),
    "quote.csv_field_too_long": (
        "the CSV cannot be read: line {line} holds a field longer than {limit:,} characters "
        "(a quote cell holds at most 2,000; is a quotation mark left open?)"
    ),
    "quote.csv_unreadable": "the CSV cannot be read at line {line}: {detail}",
    "quote.date_out_of_range": (
        "formatted as a date, but its number lies outside the calendar (years 1900 to 9999); "
        "type the date, such as 2026-11-30"
    ),
    "quote.until_out_of_range": (
        "{days} days after {date} is past the year 9999; give a date or fewer days"
    ),
    "quote.too_large": "must be at most {limit} (got {got})",
    "quote.row_failed": "the row cannot be read ({detail}); check its numbers and dates",
    # The import summary, before anything is added (io/quotes/summary.py)
    "quote.summary.rows.one": "Read 1 offer row.",
    "quote.summary.rows.other": "Read {count:,} offer rows.",
    "quote.summary.rows_fees": "Read {count:,} rows (offers: {offers:,}, fee lines: {fee_rows:,}).",
    "quote.summary.add.one": "Will add 1 platform: {names}.",
    "quote.summary.add.other": "Will add {count:,} platforms: {names}.",
    "quote.summary.fees.one": "1 fee line comes with them.",
    "quote.summary.fees.other": "{count:,} fee lines come with them.",
    "quote.summary.expired_left.one": (
        "1 quote has expired (before {today}) and is left out, so it cannot rank as cheapest: "
        "{names}."
    ),
    "quote.summary.expired_left.other": (
        "{count:,} quotes have expired (before {today}) and are left out, so none can rank as "
        "cheapest: {names}."
    ),
    "quote.summary.expired_kept.one": (
        "1 quote has expired (before {today}) and is kept; the results flag it: {names}."
    ),
    "quote.summary.expired_kept.other": (
        "{count:,} quotes have expired (before {today}) and are kept; the results flag them: "
        "{names}."
    ),
    "quote.summary.until": "{name} (valid until {date})",
    "quote.summary.converted.one": (
        "1 offer converted from {currency} at 1 {currency} = {rate:g} {plan} (the plan's rate)."
    ),
    "quote.summary.converted.other": (
        "{count:,} offers converted from {currency} at 1 {currency} = {rate:g} {plan} (the "
        "plan's rate)."
    ),
    "quote.summary.converted_given.one": (
        "1 offer converted from {currency} at 1 {currency} = {rate:g} {plan} (the rate given; "
        "saved in the plan)."
    ),
    "quote.summary.converted_given.other": (
        "{count:,} offers converted from {currency} at 1 {currency} = {rate:g} {plan} (the rate "
        "given; saved in the plan)."
    ),
    "quote.summary.left_out.one": "1 offer with problems is left out.",
    "quote.summary.left_out.other": "{count:,} offers with problems are left out.",
    "quote.summary.more": "and {count:,} more",
    "quote.summary.separator": ", ",
    "quote.all_expired": (
        "every valid offer's quote has expired; nothing is added unless expired quotes are kept"
    ),
    "quote.not_datetime": "must be a date and time such as 2026-11-30T14:05:00+08:00 (got {got})",
    "quote.where.row": "row {row}",
    "quote.where.file": "file",
    "quote.closest": "; closest: {names}",
    "quote.table.row": "Row",
    "quote.table.column": "Column",
    "quote.table.problem": "Problem",
    # The quote template (io/quotes/template)
    "quote_template.offer": "offer",
    "quote_template.fee": "fee",
    "quote_template.format.text": "text",
    "quote_template.format.number": "number ≥ 0",
    "quote_template.format.int": "whole number ≥ 1",
    "quote_template.format.share": "0–1, or a percent (40%)",
    "quote_template.format.percent": "percent: 10 or 10%",
    "quote_template.format.bool": "yes / no",
    "quote_template.format.date": "date YYYY-MM-DD",
    "quote_template.format.until": "date, or days after the quote date",
    "quote_template.format.mode": "on_demand, spot, reserved, lease, self_built, committed",
    "quote_template.format.link": (
        "GB/s (effective bus bandwidth) or a preset id (nvlink4, ib-ndr …)"
    ),
    "quote_template.format.fee": "see the Fee items tab",
    "quote_template.format.points": "GPUs: efficiency; … (8: 0.9; 16: 0.85)",
    "quote_template.format.names": "names separated by ';' (a; b)",
    "quote_template.format.lines": "one per line",
    "quote_template.format.datetime": "date and time, ISO 8601 (2026-11-30T14:05:00+08:00)",
    "quote_template.format.storage": "unknown, object, parallel_fs, local_nvme",
    "quote_template.format.stack": "{choices} (blank: the workload's stack)",
    "quote_template.format.financing": "loan or finance_lease (blank: none)",
    "quote_template.readme": (
        "One row per offer. Extra fee lines: a row with Row type 'fee', the offer's Platform name "
        "and the Fee columns. Blank optional cells take the catalog's values (MFU, intra-node "
        "link, hardware failure rate). Lead time: procurement for self-built, otherwise the wait "
        "until the GPUs are handed over. The columns after the fee columns hold a plan's other "
        "platform settings (a GPU record of its own, scaling points, checkpoints, financing, "
        "energy, uncertainty ranges, a trial run); leave them blank for a quote. Saving the "
        "template from a plan fills them where a platform differs from the defaults, so "
        "importing it back gives the same platforms. Import: File → Import quotes…, or "
        "gpuplanner import-quotes PLAN QUOTES.xlsx."
    ),
    "quote_template.head.modes": "For pricing modes",
    "quote_template.head.required": "Required",
    "quote_template.head.format": "Format",
    "quote_template.every": "all",
    "quote_template.required": "required",
    "quote_template.sheet.quotes": "Quotes",
    "quote_template.sheet.readme": "Read me",
    # The quote template's column headers (io/quotes/columns.py), by column key
    "quote.col.row_type": "Row type",
    "quote.col.vendor": "Vendor",
    "quote.col.name": "Platform name",
    "quote.col.gpu": "GPU model",
    "quote.col.prices_include_vat": "Prices include VAT",
    "quote.col.gpus_per_node": "GPUs per node",
    "quote.col.whole_nodes": "Whole nodes only",
    "quote.col.intra_node": "Intra-node link (GB/s or preset)",
    "quote.col.inter_node": "Inter-node link (GB/s or preset)",
    "quote.col.nics_per_node": "Network adapters per node",
    "quote.col.max_gpus": "Quota / stock (GPUs)",
    "quote.col.setup_hours": "Setup (hours)",
    "quote.col.quote_date": "Quote date",
    "quote.col.valid_until": "Valid until (date or days)",
    "quote.col.discount_percent": "Discount (%)",
    "quote.col.negotiated_price": "Negotiated price",
    "quote.col.markup_percent": "Internal markup (%)",
    "quote.col.mfu": "MFU",
    "quote.col.usable_memory_gb": "Usable memory per GPU (GB)",
    "quote.col.virtualization_derate": "Virtualization loss",
    "quote.col.interruption_rate": "Interruptions per GPU-hour",
    "quote.col.preset": "Catalog preset",
    "quote.col.fee_name": "Fee name",
    "quote.col.fee_kind": "Fee kind",
    "quote.col.fee_basis": "Fee basis",
    "quote.col.fee_rate": "Fee rate",
    "quote.col.fee_quantity": "Fee quantity",
    "quote.col.fee_note": "Fee note",
    "quote.col.gpu_id": "GPU id (own GPU record)",
    "quote.col.gpu_memory_gb": "GPU memory (GB)",
    "quote.col.gpu_bf16_tflops": "GPU BF16 TFLOPS",
    "quote.col.gpu_fp16_tflops": "GPU FP16 TFLOPS",
    "quote.col.gpu_fp8_tflops": "GPU FP8 TFLOPS",
    "quote.col.gpu_tf32_tflops": "GPU TF32 TFLOPS",
    "quote.col.gpu_fp32_tflops": "GPU FP32 TFLOPS",
    "quote.col.gpu_tdp_w": "GPU TDP (W)",
    "quote.col.gpu_matmul_tflops": "GPU measured matmul TFLOPS",
    "quote.col.gpu_fp8_speedup": "GPU FP8 speed-up",
    "quote.col.gpu_memory_bandwidth_gbps": "GPU memory bandwidth (GB/s)",
    "quote.col.quoted_currency": "Quoted in currency",
    "quote.col.quoted_rate": "Converted at rate",
    "quote.col.queue_hours": "Wait before hand-over (hours)",
    "quote.col.billing_increment_hours": "Billing increment in hours",
    "quote.col.bill_whole_nodes": "Bill whole nodes",
    "quote.col.prices_entered": "Prices typed by hand",
    "quote.col.efficiency_from_work": "Compute time from the work",
    "quote.col.scaling_points": "Measured scaling (GPUs: efficiency; …)",
    "quote.col.upload_mbps": "Upload (Mbit/s)",
    "quote.col.download_mbps": "Download (Mbit/s)",
    "quote.col.transfer_holds_gpus": "GPUs held while data moves",
    "quote.col.checkpointing": "Checkpointing",
    "quote.col.checkpoint_interval_hours": "Checkpoint interval (hours)",
    "quote.col.checkpoint_write_hours": "Checkpoint write (hours)",
    "quote.col.restart_hours": "Restart after an interruption (hours)",
    "quote.col.financing_down_payment": "Down payment (share)",
    "quote.col.financing_rate": "Annual interest rate (APR)",
    "quote.col.financing_term_months": "Financing term (months)",
    "quote.col.financing_in_advance": "Payments in advance",
    "quote.col.financing_balloon": "Balloon or residual (share)",
    "quote.col.energy_gpu_power_w": "Measured draw per GPU (W)",
    "quote.col.energy_server_overhead": "Server power factor",
    "quote.col.energy_pue": "Data-centre PUE (energy)",
    "quote.col.energy_load_factor": "Load factor",
    "quote.col.energy_idle_fraction": "Idle draw (share)",
    "quote.col.energy_grid_kg_per_kwh": "Grid CO₂ (kg/kWh)",
    "quote.col.range_mfu_low": "MFU range low (×)",
    "quote.col.range_mfu_high": "MFU range high (×)",
    "quote.col.range_scaling_low": "Scaling range low (×)",
    "quote.col.range_scaling_high": "Scaling range high (×)",
    "quote.col.range_price_low": "Price range low (×)",
    "quote.col.range_price_high": "Price range high (×)",
    "quote.col.range_interruption_rate_low": "Interruptions range low (×)",
    "quote.col.range_interruption_rate_high": "Interruptions range high (×)",
    "quote.col.range_setup_hours_low": "Setup range low (×)",
    "quote.col.range_setup_hours_high": "Setup range high (×)",
    "quote.col.typed_pricing": "Typed pricing fields (a; b)",
    "quote.col.storage_kind": "Storage kind",
    "quote.col.storage_read_mb_s": "Storage read (MB/s)",
    "quote.col.storage_small_file_read_mb_s": "Storage small-file read (MB/s)",
    "quote.col.storage_write_mb_s": "Storage write (MB/s)",
    "quote.col.storage_packed_dataset": "Dataset packed in large files",
    "quote.col.storage_small_file_kb": "Small-file test size (KB)",
    "quote.col.measurement_host": "Measured on host",
    "quote.col.measurement_at": "Measured at (date and time)",
    "quote.col.measurement_file": "Measurement file",
    "quote.col.measurement_fields": "Inputs set by the measurement (a; b)",
    "quote.col.measurement_peak_memory_gb": "Measured peak memory per GPU (GB)",
    "quote.col.measurement_predicted_memory_gb": "Predicted memory per GPU (GB)",
    "quote.col.measurement_nccl_errors": "NCCL errors seen (one per line)",
    "quote.col.qual_quota_wait_score": "Quota wait score (1–5)",
    "quote.col.qual_quota_wait_value": "Quota wait figure",
    "quote.col.qual_quota_wait_date": "Quota wait date",
    "quote.col.qual_quota_wait_note": "Quota wait note",
    "quote.col.qual_image_ready_score": "Image ready score (1–5)",
    "quote.col.qual_image_ready_value": "Image ready figure",
    "quote.col.qual_image_ready_date": "Image ready date",
    "quote.col.qual_image_ready_note": "Image ready note",
    "quote.col.qual_documentation_score": "Documentation score (1–5)",
    "quote.col.qual_documentation_value": "Documentation figure",
    "quote.col.qual_documentation_date": "Documentation date",
    "quote.col.qual_documentation_note": "Documentation note",
    "quote.col.qual_ticket_response_score": "Ticket response score (1–5)",
    "quote.col.qual_ticket_response_value": "Ticket response figure",
    "quote.col.qual_ticket_response_date": "Ticket response date",
    "quote.col.qual_ticket_response_note": "Ticket response note",
    "quote.col.qual_nccl_errors_score": "NCCL errors score (1–5)",
    "quote.col.qual_nccl_errors_value": "NCCL errors figure",
    "quote.col.qual_nccl_errors_date": "NCCL errors date",
    "quote.col.qual_nccl_errors_note": "NCCL errors note",
    "quote.col.qual_notes": "Trial checklist notes",
    "quote.col.calibration_gpus": "Trial run GPUs",
    "quote.col.calibration_step_seconds": "Trial step time (s)",
    "quote.col.calibration_tokens_per_second": "Trial tokens per second",
    "quote.col.calibration_tokens_per_step": "Trial tokens per step",
    "quote.col.calibration_single_gpu_step_seconds": "Trial one-GPU step time (s)",
    "quote.col.calibration_note": "Trial note",
}
