"""A model's reasoning told apart from its answer: which format a chat template uses
(formats), and the streamed output split into reasoning and answer (splitter)."""
