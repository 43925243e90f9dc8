<?php // behaviour: == between a digest and a string becomes ===: the same answers for ordinary strings
// safe-fixes: php.security.loose-hash-comparison
// inputs: text (a body and a signature; digests spelled as numbers are what the fix is for)
function valid(string $body, string $signature): bool
{
    return hash_hmac('sha256', $body, 'k3y') == $signature;
}

$good = hash_hmac('sha256', 'payload', 'k3y');
foreach (array_slice($argv, 1) as $value) {
    var_dump(valid($value, $good), valid('payload', $value));
}
var_dump(valid('payload', $good), valid('payload', 'nope'), valid('other', $good));
$expected = md5('hello');
echo md5('hello') == $expected ? "same\n" : "different\n";
echo sha1('a') != sha1('b') ? "differ\n" : "equal\n";
