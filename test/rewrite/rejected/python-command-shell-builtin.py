# rejected: echo is a shell builtin (dash's reads backslash escapes): /bin/echo without a shell is another program
# keeps: os.system("echo " + message)
import os
import sys

message = sys.argv[1] if len(sys.argv) > 1 else "hello"
os.system("echo " + message)
