from openbrain.cli import app

app(prog_name="openbrain")
