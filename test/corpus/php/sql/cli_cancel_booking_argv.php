// corpus: CWE-89 vulnerable — the booking reference from the command line is concatenated into the DELETE statement.
<?php

function connect(): PDO
{
    $dsn = getenv('BOOKING_DSN') ?: 'sqlite:' . __DIR__ . '/var/bookings.sqlite';
    return new PDO($dsn, null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}

function cancelBooking(PDO $pdo, string $reference): int
{
    $pdo->exec("UPDATE rooms SET booked = 0 WHERE id IN (SELECT room_id FROM bookings WHERE reference = '$reference')");
    return $pdo->exec("DELETE FROM bookings WHERE reference = '$reference'");
}

if ($argc < 2) {
    fwrite(STDERR, "usage: php cancel_booking.php <reference>\n");
    exit(1);
}

$count = cancelBooking(connect(), $argv[1]);
fwrite(STDOUT, "cancelled $count booking(s)\n");
