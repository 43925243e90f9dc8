<?php // rejected: the value sits inside quotes of the command line: quoting it again would pass the quotes to grep
// keeps: shell_exec("grep -c '$term' /etc/hosts")
$term = $_GET['term'] ?? 'localhost';
echo shell_exec("grep -c '$term' /etc/hosts");
