<?php // behaviour: rand() and mt_rand() used for secrets become random_int() over the same range: values of the same form
// safe-fixes: php.security.insecure-randomness
function reset_code(): string
{
    $reset_code = (string) mt_rand(100000, 999999);
    return $reset_code;
}

function otp_seed(): int
{
    $otp_seed = rand();
    return $otp_seed;
}

$codes = [];
for ($i = 0; $i < 200; $i++) {
    $codes[] = reset_code();
}
echo count(array_filter($codes, fn (string $c) => strlen($c) === 6 && (int) $c >= 100000 && (int) $c <= 999999)), "\n";
$seed = otp_seed();
echo $seed >= 0 && $seed <= mt_getrandmax() ? "in range\n" : "out of range\n";
