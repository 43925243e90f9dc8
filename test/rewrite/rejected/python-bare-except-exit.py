# rejected: the try block exits through SystemExit itself (argparse on --help): except: caught it on ordinary input
# keeps: except:
import argparse


def options(argv: list):
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=8000)
    try:
        return parser.parse_args(argv)
    except:
        return None
