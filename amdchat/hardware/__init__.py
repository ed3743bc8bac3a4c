"""GPU detection and live readings, per OS. Every figure says where it came from."""
