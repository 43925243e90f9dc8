// corpus: CWE-798 safe — the Mailchimp API key is injected from the MAILCHIMP_API_KEY environment variable; the literals in the class are the API host, header names and a datacenter suffix parsed from the key.
<?php

namespace App\Newsletter;

use Symfony\Component\DependencyInjection\Attribute\Autowire;
use Symfony\Contracts\HttpClient\HttpClientInterface;

final class MailchimpAudienceClient
{
    private const API_HOST = 'https://%s.api.mailchimp.com/3.0';
    private const AUTH_USER = 'anystring';
    private const DEFAULT_DC = 'us1';

    public function __construct(
        private HttpClientInterface $http,
        #[Autowire('%env(MAILCHIMP_API_KEY)%')] private string $apiKey,
        #[Autowire('%env(MAILCHIMP_AUDIENCE_ID)%')] private string $audienceId,
    ) {
        if ($apiKey === '') {
            throw new \LogicException('MAILCHIMP_API_KEY is not set');
        }
    }

    public function subscribe(string $email, string $firstName): bool
    {
        $response = $this->http->request('PUT', $this->url('/lists/' . $this->audienceId . '/members/' . md5(strtolower($email))), [
            'auth_basic' => [self::AUTH_USER, $this->apiKey],
            'json' => [
                'email_address' => $email,
                'status_if_new' => 'pending',
                'merge_fields' => ['FNAME' => $firstName],
            ],
        ]);

        return $response->getStatusCode() < 300;
    }

    public function unsubscribe(string $email): void
    {
        $this->http->request('PATCH', $this->url('/lists/' . $this->audienceId . '/members/' . md5(strtolower($email))), [
            'auth_basic' => [self::AUTH_USER, $this->apiKey],
            'json' => ['status' => 'unsubscribed'],
        ]);
    }

    private function url(string $path): string
    {
        $dash = strrpos($this->apiKey, '-');
        $dc = $dash === false ? self::DEFAULT_DC : substr($this->apiKey, $dash + 1);

        return sprintf(self::API_HOST, $dc) . $path;
    }
}
