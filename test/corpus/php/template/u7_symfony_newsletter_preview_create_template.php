// corpus: CWE-1336 vulnerable — the newsletter body posted by the editor is compiled as a Twig template with createTemplate and rendered without a sandbox, so Twig expressions in it run on the server.
<?php

namespace App\Controller\Admin;

use App\Entity\Subscriber;
use Doctrine\ORM\EntityManagerInterface;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Annotation\Route;
use Twig\Environment;

class NewsletterRenderer
{
    public function __construct(private Environment $twig)
    {
    }

    public function render(string $body, Subscriber $subscriber): string
    {
        $template = $this->twig->createTemplate($body, 'newsletter_preview');

        return $template->render([
            'first_name' => $subscriber->getFirstName(),
            'unsubscribe_url' => $subscriber->getUnsubscribeUrl(),
        ]);
    }
}

class NewsletterPreviewController extends AbstractController
{
    public function __construct(
        private NewsletterRenderer $renderer,
        private EntityManagerInterface $em,
    ) {
    }

    #[Route('/admin/newsletters/preview', name: 'admin_newsletter_preview', methods: ['POST'])]
    public function preview(Request $request): Response
    {
        $this->denyAccessUnlessGranted('ROLE_EDITOR');

        $body = (string) $request->request->get('body', '');
        $subscriber = $this->em->getRepository(Subscriber::class)->findOneBy(['email' => $this->getUser()->getUserIdentifier()])
            ?? Subscriber::sample();

        return new Response($this->renderer->render($body, $subscriber));
    }
}
