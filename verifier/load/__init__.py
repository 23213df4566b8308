"""From model files to scenarios: reading files (`modelfile`, `files`), what they may
contain (`schema`), and building scenarios from them (`loader`, with a module for each
part of a file: `abilities`, `objects`, `effects`, `history`, `manadefs`, `claims`)."""
