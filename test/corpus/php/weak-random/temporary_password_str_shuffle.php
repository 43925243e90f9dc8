// corpus: CWE-330 vulnerable — temporary staff passwords come from str_shuffle, which uses the non-cryptographic Mt19937 generator.
<?php

final class TemporaryPasswordGenerator
{
    private const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

    public function generate(int $length = 10): string
    {
        return substr(str_shuffle(str_repeat(self::ALPHABET, 2)), 0, $length);
    }
}

final class StaffOnboarding
{
    public function __construct(private TemporaryPasswordGenerator $generator, private PDO $db)
    {
    }

    public function invite(string $email): string
    {
        $temp = $this->generator->generate();
        $this->db->prepare('INSERT INTO staff (email, password_hash, must_change) VALUES (?, ?, 1)')
            ->execute([$email, password_hash($temp, PASSWORD_DEFAULT)]);
        return $temp;
    }
}

$onboarding = new StaffOnboarding(new TemporaryPasswordGenerator(), new PDO('sqlite:' . __DIR__ . '/hr.sqlite'));
$temp = $onboarding->invite($_POST['email'] ?? '');
mail($_POST['email'] ?? '', 'Welcome', "Your temporary password is: $temp");
