<?php
function save_order(array $order): int
{
    // ruleid: php.quality.debug-output
    // ruleid: php.quality.debug-output
    // ok: php.quality.debug-output
    error_log(print_r($order, true));
    // ok: php.quality.debug-output
    $dump = var_export($order, true);
    // ruleid: php.quality.debug-output
    return count($order) + strlen($dump);
}
