// corpus: CWE-117 safe — a helper strips CR and LF from the booking reference before it is written with error_log.
<?php

final class LogSanitizer
{
    public static function oneLine(string $value, int $max = 120): string
    {
        $clean = str_replace(["\r", "\n"], ['\\r', '\\n'], $value);
        return mb_substr($clean, 0, $max);
    }
}

$reference = (string) ($_GET['ref'] ?? '');
$db = new PDO('sqlite:' . __DIR__ . '/booking.sqlite');
$stmt = $db->prepare('SELECT id, guest_name, status FROM bookings WHERE reference = ?');
$stmt->execute([$reference]);
$booking = $stmt->fetch(PDO::FETCH_ASSOC);

if ($booking === false) {
    error_log('booking lookup miss: ref=' . LogSanitizer::oneLine($reference));
    http_response_code(404);
    exit;
}
header('Content-Type: application/json');
echo json_encode($booking);
