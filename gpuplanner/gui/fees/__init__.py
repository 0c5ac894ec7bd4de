"""The Fee items tab: storage, egress, labour and other lines per platform."""
