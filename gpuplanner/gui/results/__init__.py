"""The Results tab: ranking, the selected platform's bill and verdict, charts."""
