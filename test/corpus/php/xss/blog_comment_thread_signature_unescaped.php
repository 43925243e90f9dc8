// corpus: CWE-79 vulnerable — the renderer escapes author and body but prints the signature field saved from the comment form raw (stored XSS).
<?php

final class Comment
{
    public function __construct(
        public readonly string $author,
        public readonly string $body,
        public readonly string $signature,
        public readonly DateTimeImmutable $postedAt,
    ) {
    }
}

trait EscapesHtml
{
    protected function e(string $value): string
    {
        return htmlspecialchars($value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    }
}

final class CommentRenderer
{
    use EscapesHtml;

    public function render(Comment $comment): string
    {
        $html = '<article class="comment">';
        $html .= '<header><strong>' . $this->e($comment->author) . '</strong> ';
        $html .= '<time datetime="' . $comment->postedAt->format(DATE_ATOM) . '">' . $comment->postedAt->format('j M Y') . '</time></header>';
        $html .= '<p>' . nl2br($this->e($comment->body)) . '</p>';
        if ($comment->signature !== '') {
            $html .= '<footer class="signature">' . $comment->signature . '</footer>';
        }
        return $html . '</article>';
    }

    /** @param list<Comment> $comments */
    public function thread(array $comments): string
    {
        return '<section class="comments">' . implode('', array_map([$this, 'render'], $comments)) . '</section>';
    }
}

final class CommentStore
{
    public function __construct(private PDO $db)
    {
    }

    public function add(int $postId, Comment $comment): void
    {
        $this->db->prepare('INSERT INTO comments (post_id, author, body, signature, posted_at) VALUES (?, ?, ?, ?, ?)')
            ->execute([$postId, $comment->author, $comment->body, $comment->signature, $comment->postedAt->format('c')]);
    }

    /** @return list<Comment> */
    public function forPost(int $postId): array
    {
        $stmt = $this->db->prepare('SELECT author, body, signature, posted_at FROM comments WHERE post_id = ? ORDER BY posted_at');
        $stmt->execute([$postId]);
        return array_map(
            fn (array $r) => new Comment($r['author'], $r['body'], $r['signature'], new DateTimeImmutable($r['posted_at'])),
            $stmt->fetchAll(PDO::FETCH_ASSOC)
        );
    }
}

$store = new CommentStore(new PDO('sqlite:' . __DIR__ . '/blog.sqlite'));
$postId = (int) ($_GET['post'] ?? 0);

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $store->add($postId, new Comment(
        trim($_POST['author'] ?? 'Anonymous'),
        trim($_POST['body'] ?? ''),
        trim($_POST['signature'] ?? ''),
        new DateTimeImmutable(),
    ));
}

echo (new CommentRenderer())->thread($store->forPost($postId));
