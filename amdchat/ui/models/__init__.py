"""The Models page (page.py) and its parts: the Hub search, the quantization table with
its fit queue, the downloads, the library ("On this computer") and the model card."""
