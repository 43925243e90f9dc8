// corpus: CWE-89 safe — the repository uses named placeholders for every request value and a fixed SQL text.
<?php

final class AvailabilityRepository
{
    public function __construct(private PDO $db)
    {
    }

    public function freeRooms(string $hotel, string $from, string $to, int $guests): array
    {
        $stmt = $this->db->prepare(
            'SELECT r.id, r.name, r.capacity FROM rooms r
             WHERE r.hotel_code = :hotel AND r.capacity >= :guests
               AND NOT EXISTS (
                   SELECT 1 FROM reservations v
                   WHERE v.room_id = r.id AND v.check_in < :to AND v.check_out > :from
               )
             ORDER BY r.capacity, r.name'
        );
        $stmt->execute([':hotel' => $hotel, ':from' => $from, ':to' => $to, ':guests' => $guests]);
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

final class AvailabilityController
{
    public function __construct(private AvailabilityRepository $repo)
    {
    }

    public function __invoke(array $query): void
    {
        $rooms = $this->repo->freeRooms(
            (string) ($query['hotel'] ?? ''),
            (string) ($query['from'] ?? date('Y-m-d')),
            (string) ($query['to'] ?? date('Y-m-d', strtotime('+1 day'))),
            max(1, (int) ($query['guests'] ?? 1))
        );
        header('Content-Type: application/json');
        echo json_encode($rooms);
    }
}

$pdo = new PDO('mysql:host=localhost;dbname=booking', 'booking', getenv('BOOKING_DB_PASS'));
(new AvailabilityController(new AvailabilityRepository($pdo)))($_GET);
