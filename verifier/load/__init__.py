"""From model files to scenarios: reading files (`modelfile`), what they may
contain (`schema`), and building scenarios from them (`loader`)."""
