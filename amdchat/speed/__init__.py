"""The speed the hardware allows: memory bandwidth per device, and the token-generation limit."""
