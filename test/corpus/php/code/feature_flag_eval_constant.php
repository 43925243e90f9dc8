// corpus: CWE-95 safe — eval only ever runs constant strings chosen by a strict flag lookup; the request value is never concatenated into code.
<?php
const ROLLOUT_CHECKS = [
    'weekday_pricing' => 'return (int) date("N") < 6;',
    'summer_banner' => 'return in_array((int) date("n"), [6, 7, 8], true);',
];

final class FeatureFlags
{
    /** @var array<string, bool> */
    private array $cache = [];

    public function enabled(string $flag): bool
    {
        if (!array_key_exists($flag, ROLLOUT_CHECKS)) {
            return false;
        }
        return $this->cache[$flag] ??= (bool) eval(ROLLOUT_CHECKS[$flag]);
    }
}

$flags = new FeatureFlags();
$requested = array_slice(array_filter((array) ($_GET['flag'] ?? []), 'is_string'), 0, 10);

$result = [];
foreach ($requested as $flag) {
    $result[$flag] = $flags->enabled($flag);
}
header('Content-Type: application/json');
echo json_encode($result);
