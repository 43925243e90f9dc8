# behaviour: the secret is drawn from SecureRandom in the same form and range
# safe-fixes: ruby.security.insecure-randomness

reset_token = rand(1_000_000)
puts reset_token.is_a?(Integer) && reset_token.between?(0, 999_999)
