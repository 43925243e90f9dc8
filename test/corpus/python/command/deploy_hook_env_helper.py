# corpus: CWE-78 vulnerable — the branch name from the environment flows through a helper into a shell command.
import os
import subprocess


def run_step(command):
    print(f"+ {command}")
    return subprocess.check_output(command, shell=True, text=True)


def deploy():
    branch = os.environ.get("DEPLOY_BRANCH", "main")
    run_step("git fetch origin")
    run_step("git checkout " + branch)
    run_step("make release")


if __name__ == "__main__":
    deploy()
