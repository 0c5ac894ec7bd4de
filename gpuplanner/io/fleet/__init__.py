"""The fleet plan in words and in the report."""
