# corpus: CWE-95 vulnerable — source read from stdin is compiled and executed.
import sys


def load_plugin(source_text):
    code_obj = compile(source_text, "<plugin>", "exec")
    namespace = {}
    exec(code_obj, namespace)
    return namespace


if __name__ == "__main__":
    plugin = load_plugin(sys.stdin.read())
    print(sorted(k for k in plugin if not k.startswith("_")))
