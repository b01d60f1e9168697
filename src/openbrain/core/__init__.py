"""The core: domain models, errors, settings, the checks on untrusted text. Imports nothing of OpenBrain's."""
