"""The Platforms tab: the table of candidate platforms and the detail form."""
