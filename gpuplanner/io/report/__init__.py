"""The headless report (`gpuplanner report`): the --json contract, the terminal table, the
CSV ranking, and the per-topic helpers they are built from."""
