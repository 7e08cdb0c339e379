"""The catalogues: ``<lang>/LC_MESSAGES/skywidgets.po``, one per language (see
docs/translating.md); ``extract`` collects the texts to translate from the sources."""
