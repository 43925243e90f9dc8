// corpus: CWE-78 vulnerable — an environment variable is wrapped by an inner helper class into a sh -c hook command.
package com.acme.deploy;

import java.io.IOException;
import java.util.List;

public class PostDeployHook {
    static class HookCommand {
        List<String> build(String hook) {
            return List.of("/bin/sh", "-c", "cd /opt/app && " + hook);
        }
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String hook = System.getenv("POST_DEPLOY_HOOK");
        if (hook == null || hook.isBlank()) {
            return;
        }
        List<String> argv = new HookCommand().build(hook);
        Process process = new ProcessBuilder(argv).inheritIO().start();
        System.exit(process.waitFor());
    }
}
