"""The Workload tab: model, method, data, batch, layout and trial sections."""
