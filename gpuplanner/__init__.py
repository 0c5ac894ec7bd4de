"""gpuplanner: the whole bill for training a model to target on each GPU platform."""

__version__ = "0.1.0"
