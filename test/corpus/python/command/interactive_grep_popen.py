# corpus: CWE-78 vulnerable — text typed at the prompt is joined into a command line run through the shell.
import subprocess


def main():
    pattern = input("Search logs for: ").strip()
    parts = ["grep", "-rn", pattern, "/var/log/app"]
    proc = subprocess.Popen(" ".join(parts), shell=True, stdout=subprocess.PIPE, text=True)
    for line in proc.stdout:
        print(line, end="")
    proc.wait()


if __name__ == "__main__":
    main()
