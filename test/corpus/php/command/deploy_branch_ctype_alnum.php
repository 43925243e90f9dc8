// corpus: CWE-78 safe — the branch name must pass ctype_alnum, so no spaces, dashes or shell metacharacters can reach exec.
<?php

function validated_branch(?string $branch): string
{
    if ($branch === null || $branch === '' || strlen($branch) > 40 || !ctype_alnum($branch)) {
        throw new InvalidArgumentException('branch names may only contain letters and digits');
    }
    return $branch;
}

try {
    $branch = validated_branch($_POST['branch'] ?? null);
} catch (InvalidArgumentException $e) {
    http_response_code(422);
    exit($e->getMessage());
}

exec("cd /srv/staging && git fetch origin && git checkout origin/$branch 2>&1", $lines, $status);
header('Content-Type: text/plain');
echo implode("\n", $lines);
