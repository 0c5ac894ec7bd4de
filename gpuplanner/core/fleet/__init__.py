"""The fleet plan: months of demand priced under each procurement strategy."""
