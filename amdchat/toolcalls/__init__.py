"""Tool calls in the formats models are trained on: which format a chat template speaks
(families), the reply's text read back into calls (parsing), and the plain-text form
for models whose template knows no tools (plain). Pure text: no amdchat imports."""
